import './storage-engine';
import { persistentAtom } from '@nanostores/persistent';
import type { SlotType } from '@/contracts/vocabulary';

/**
 * The booking in this tab: the appointment being booked, the key that makes creating it safe to
 * retry, and what the customer has typed but not yet sent (kept in session storage, so a reload, the
 * back button or a failed payment never loses it).
 */
export interface BookingDraft {
  appointmentId?: string;
  /** The handover chosen on pickup-drop before signing in or creating the appointment. */
  handover?: SlotType;
  /** Idempotency-Key of the create call: a retry (double tap, reload, lost answer) gets the same appointment. */
  createKey?: string;
  details: { fullName?: string; email?: string; registration?: string };
  /** The coupon code applied on the details-and-pay screen (for `appointmentId`). */
  coupon?: string;
  /**
   * Idempotency-Key of starting the payment, for one appointment and coupon: a retry (double tap,
   * lost answer, back from the gateway) pays the same attempt.
   */
  payKey?: { appointmentId: string; coupon: string; key: string };
  /** A new pick-up address as typed so far. */
  address?: import('@/lib/address-form').AddressDraft;
  /** The slot picked on the slot screen but not yet held or booked, for its appointment. */
  slotChoice?: { appointmentId: string; slotId: string };
  /** The reason typed on the cancel screen, for the booking it was typed for. */
  cancelReason?: { appointmentId: string; text: string };
  /** The help screen's call-back form as filled in so far. */
  callback?: CallbackDraft;
  /** Booking again: the earlier appointment, the handover chosen, and the repeat call's Idempotency-Key. */
  repeat?: { from: string; handover: SlotType; key?: string };
}

export interface CallbackDraft {
  garageId?: string;
  day?: string;
  time?: string;
  phone?: string;
  note?: string;
}

const EMPTY: BookingDraft = { details: {} };

export const $booking = persistentAtom<BookingDraft>('sc:booking', EMPTY, {
  encode: JSON.stringify,
  decode(raw) {
    try {
      return { ...EMPTY, ...(JSON.parse(raw) as BookingDraft) };
    } catch {
      return EMPTY;
    }
  },
});

export function updateBooking(patch: Partial<BookingDraft>): void {
  $booking.set({ ...$booking.get(), ...patch });
}

export function updateDetailsDraft(patch: BookingDraft['details']): void {
  const current = $booking.get();
  $booking.set({ ...current, details: { ...current.details, ...patch } });
}

/** A fresh key for one logical request (the same key is sent again on every retry of it). */
export function newRequestKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The create call's key, made once per booking attempt and kept until the appointment exists. */
export function createKey(): string {
  const current = $booking.get();
  if (current.createKey) return current.createKey;
  const key = newRequestKey();
  $booking.set({ ...current, createKey: key });
  return key;
}

/** A new appointment: its id kept, the create key spent. */
export function bookingStarted(appointmentId: string): void {
  $booking.set({ ...$booking.get(), appointmentId, createKey: undefined });
}

/** The start-payment call's key for this appointment and coupon, kept until either changes or the payment fails. */
export function paymentKey(appointmentId: string, coupon: string): string {
  const current = $booking.get();
  const held = current.payKey;
  if (held && held.appointmentId === appointmentId && held.coupon === coupon) return held.key;
  const key = newRequestKey();
  $booking.set({ ...current, payKey: { appointmentId, coupon, key } });
  return key;
}

/** A payment that failed: the next try is a new request (the server still pays the same attempt and order). */
export function forgetPaymentKey(): void {
  $booking.set({ ...$booking.get(), payKey: undefined });
}

/**
 * Makes the draft this appointment's: details typed for another booking keep the person's name and
 * e-mail but not another car's number, coupon or payment key; the coupon starts as the one the
 * appointment's payment was started with.
 */
export function draftFor(appointmentId: string, coupon?: string): void {
  const current = $booking.get();
  if (current.appointmentId === appointmentId) return;
  $booking.set({
    ...current,
    appointmentId,
    coupon,
    payKey: undefined,
    details: { fullName: current.details.fullName, email: current.details.email },
  });
}
/** The repeat call's key for one earlier appointment and handover: kept across retries, new when either changes. */
export function repeatKey(from: string, handover: SlotType): string {
  const current = $booking.get();
  const repeat = current.repeat;
  if (repeat?.from === from && repeat.handover === handover && repeat.key) return repeat.key;
  const key = newRequestKey();
  $booking.set({ ...current, repeat: { from, handover, key } });
  return key;
}
