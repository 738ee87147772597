// The help screen's call-back form: the half hours on offer as a person chooses them (a day, then a
// time), the phone check of the account forms, and what the customer is told once it is booked.
import { normaliseIndianMobile } from '@/contracts/input-patterns';
import { callbackTimes, type OpeningHours } from './callback-times';
import { timeOnDay } from './day-words';
import { formatMobile } from './value-formats';
import { dayHeading, istDay, istTimeLabel } from './ist-calendar';

export interface CallbackDay {
  date: string;
  /** 'Today', 'Tomorrow' or 'Thu 27th Nov'. */
  label: string;
  times: { value: string; label: string }[];
}

/** The days and half hours a call back may be asked for, labelled for the form. */
export function callbackChoices(now: Date, hours: readonly OpeningHours[]): CallbackDay[] {
  const today = istDay(now);
  return callbackTimes(now, hours).map((d) => ({
    date: d.date,
    label: dayHeading(d.date, today),
    times: d.times.map((value) => ({ value, label: istTimeLabel(value) })),
  }));
}

/** Why a mobile number can't be called, or null when it can (spec §5's phone rule, as on sign-in). */
export function callbackPhoneError(value: string): string | null {
  if (!value.trim()) return 'Enter your mobile number';
  return normaliseIndianMobile(value) ? null : 'Enter a valid 10-digit mobile number';
}

/** What the customer reads once the call back is booked. */
export function callbackBookedText(answer: { garage_name: string; preferred_at: string }, phone: string, now: Date): string {
  const number = normaliseIndianMobile(phone) ?? phone;
  return `${answer.garage_name} will call you on ${formatMobile(number)} at ${timeOnDay(new Date(answer.preferred_at), now)}.`;
}
