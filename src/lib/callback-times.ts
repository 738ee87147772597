// When a call back can be asked for on the help screen: half hours within the garage's opening
// hours, from at least half an hour from now, over the next three days (IST).
import { addDays, istDay, istInstant, istIso, weekdayOf } from './ist-calendar';

export interface OpeningHours {
  weekday: number;
  opens_at: string;
  closes_at: string;
}

export const CALLBACK_DAYS = 3;
export const CALLBACK_LEAD_MINUTES = 30;
const HALF_HOUR_MS = 30 * 60_000;

/** The half hours a call back may start at, as instants with the IST offset, grouped by day. */
export function callbackTimes(now: Date, hours: readonly OpeningHours[]): { date: string; times: string[] }[] {
  const earliest = now.getTime() + CALLBACK_LEAD_MINUTES * 60_000;
  const today = istDay(now);
  const days: { date: string; times: string[] }[] = [];
  for (let i = 0; i < CALLBACK_DAYS; i++) {
    const date = addDays(today, i);
    const open = hours.find((h) => h.weekday === weekdayOf(date));
    if (!open) continue;
    const times: string[] = [];
    const closes = istInstant(date, open.closes_at).getTime();
    for (let at = istInstant(date, open.opens_at).getTime(); at + HALF_HOUR_MS <= closes; at += HALF_HOUR_MS) {
      if (at >= earliest) times.push(istIso(new Date(at)));
    }
    if (times.length) days.push({ date, times });
  }
  return days;
}

/** Whether an instant is one of the half hours on offer. */
export function isCallbackTime(at: Date, now: Date, hours: readonly OpeningHours[]): boolean {
  const wanted = istIso(at);
  return callbackTimes(now, hours).some((d) => d.times.includes(wanted));
}
