// The SMS a booking sends (each an approved template with the SMS provider), written to the outbox
// in the same transaction as the change it announces; each links to the booking's page (links.ts).
import type { Db } from '../platform/db/client';
import { enqueueSms } from '../notifications';
import { linkTo } from './links';
import { Template } from '@/contracts/vocabulary';
import { formatDate, WEEKDAY_DATE_TIME } from '@/lib/dates';
import { formatInr } from '@/lib/money';
import { bookingReference } from '@/lib/booking-rules';

export interface Announced {
  id: string;
  customerDetails: Record<string, unknown>;
}
/** The customer's mobile number the booking was made with, if any. */
export const phoneOf = (a: Announced) => (typeof a.customerDetails.phone_number === 'string' ? a.customerDetails.phone_number : null);

/** "Booked for Tue 25th Nov, 10:00 AM": the slot's start in IST. */
export async function sendBookingConfirmed(db: Db, a: Announced, garageName: string, startsAt: Date, supportPhone: string): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const when = formatDate(startsAt, WEEKDAY_DATE_TIME);
  const ref = bookingReference(a.id);
  const link = await linkTo(db, a.id, 'booking');
  await enqueueSms(db, {
    to,
    template: Template.BOOKING_CONFIRMED,
    variables: { garage: garageName, when, ref, support: supportPhone, link },
    text: `Service Centre: your car service at ${garageName} is booked for ${when}. Booking ref ${ref}. See or change it: ${link}. Questions? Call ${supportPhone}.`,
  });
}

export async function sendBookingRescheduled(db: Db, a: Announced, garageName: string, startsAt: Date): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const when = formatDate(startsAt, WEEKDAY_DATE_TIME);
  const ref = bookingReference(a.id);
  const link = await linkTo(db, a.id, 'booking');
  await enqueueSms(db, {
    to,
    template: Template.BOOKING_RESCHEDULED,
    variables: { garage: garageName, when, ref, link },
    text: `Service Centre: your booking ${ref} at ${garageName} is moved to ${when}. See it: ${link}`,
  });
}

export async function sendBookingCancelled(db: Db, a: Announced, garageName: string, refundPaise: number): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  const refund = refundPaise > 0 ? ` A refund of ${formatInr(refundPaise)} is on its way to your account.` : '';
  const link = await linkTo(db, a.id, 'booking');
  await enqueueSms(db, {
    to,
    template: Template.BOOKING_CANCELLED,
    variables: { garage: garageName, ref, refund: refundPaise > 0 ? formatInr(refundPaise) : '', link },
    text: `Service Centre: your booking ${ref} at ${garageName} is cancelled.${refund} Details: ${link}`,
  });
}

/**
 * "We received ₹199 more than was due for booking …: it is being refunded …": money captured that the
 * booking could not keep (a second payment on one order, a payment of the wrong amount, a booking fee
 * larger than the bill) is refunded, and its customer told why.
 */
export async function sendMoneyReturned(db: Db, a: Announced, amountPaise: number, why: string): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  const amount = formatInr(amountPaise);
  const link = await linkTo(db, a.id, 'booking');
  await enqueueSms(db, {
    to,
    template: Template.MONEY_RETURNED,
    variables: { amount, why, ref, link },
    text: `Service Centre: ${why} (booking ${ref}). ${amount} is being refunded to your account; banks take 5-7 working days. Details: ${link}`,
  });
}
