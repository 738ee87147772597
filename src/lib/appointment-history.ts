// An appointment's history as people read it: each event in the product's words (the booking page
// and the advisor's card). Pure: the events come in, sentences go out (decision 039).
import type { AppointmentEventType } from '@/contracts/appointment-events';
import { dayLabel, istInstant, slotLabel } from './ist-calendar';
import { formatInr } from './money';
import { PAID_BY_ADVANCE_NOTE, paidHow } from './final-bill';
import { BILL_PAYMENT_METHODS, BillPaidBy, type BillPaymentMethod } from '@/contracts/vocabulary';

export interface EventLine {
  title: string;
  detail: string | null;
}

const FIELD_WORDS: Record<string, string | null> = {
  pickup_address: 'pick-up address',
  customer_details: 'name and email',
  registration_number: 'registration number',
  vehicle_details: null,
  vehicle_key: null,
  fulfillment_type: 'how the car is handed over',
  is_app: null,
};

/** How a bill was paid, as its history line's detail: 'Paid at the counter by UPI'. */
function paidWords(method: unknown): string | null {
  if (!(BILL_PAYMENT_METHODS as readonly unknown[]).includes(method)) return null;
  return method === BillPaidBy.ADVANCE ? PAID_BY_ADVANCE_NOTE : `Paid ${paidHow(method as BillPaymentMethod)}`;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

/** 'Thu 27th Nov, 10:00 AM - 12:00 PM', or null without a slot. */
function slotOf(facts: Record<string, unknown>): string | null {
  const day = str(facts.slot_date);
  const start = str(facts.slot_start);
  const end = str(facts.slot_end);
  if (!day || !start || !end) return null;
  return `${dayLabel(day)}, ${slotLabel(istInstant(day, start.slice(0, 5)), istInstant(day, end.slice(0, 5)))}`;
}

const refunded = (facts: Record<string, unknown>) =>
  num(facts.refund_paise) > 0 ? `${formatInr(num(facts.refund_paise))} refunded` : null;
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ') || null;

/** The line an event is shown as; null for a change nobody needs to read (the app flag alone). */
export function describeEvent(type: AppointmentEventType, facts: Record<string, unknown>): EventLine | null {
  switch (type) {
    case 'created':
      return { title: 'Booking made', detail: str(facts.repeat_of) ? 'Booked again from an earlier service' : null };
    case 'details_changed': {
      const fields = Array.isArray(facts.fields) ? facts.fields : [];
      const words = [...new Set(fields.map((f) => FIELD_WORDS[String(f)] ?? null).filter((w): w is string => w !== null))];
      return words.length ? { title: 'Details updated', detail: words.join(', ') } : null;
    }
    case 'payment_started':
      return { title: `Payment of ${formatInr(num(facts.amount_paise))} started`, detail: null };
    case 'payment_pending':
      return { title: 'Payment waiting for the bank', detail: null };
    case 'payment_failed':
      return { title: 'Payment did not go through', detail: str(facts.reason) };
    case 'paid':
      return { title: `Booking fee of ${formatInr(num(facts.amount_paise))} paid`, detail: slotOf(facts) };
    case 'slot_booked':
      return { title: 'Slot booked', detail: slotOf(facts) };
    case 'rescheduled':
      return { title: 'Moved to another slot', detail: slotOf(facts) };
    case 'pickup_started':
      return { title: 'Driver on the way to pick up the car', detail: null };
    case 'checked_in':
      return { title: 'Car checked in at the service centre', detail: null };
    case 'delivered':
      return { title: 'Car delivered', detail: null };
    case 'estimate_approved':
      return {
        title: 'Estimate approved',
        detail: num(facts.approved_paise) > 0 ? `${formatInr(num(facts.approved_paise))} of work` : null,
      };
    case 'bill_paid':
      return { title: `Bill of ${formatInr(num(facts.total_paise))} paid`, detail: paidWords(facts.paid_via) };
    case 'cancelled':
      return { title: 'Booking cancelled', detail: joined(str(facts.reason), refunded(facts)) };
    case 'no_show':
      return { title: 'Closed: the car was not handed over', detail: refunded(facts) };
  }
}
