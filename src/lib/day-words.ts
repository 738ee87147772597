// A time as people say it when the day is near: '11:30 AM today', '9:00 AM tomorrow',
// '10:00 AM on Thu 27th Nov' (IST, no date library, so islands can use it).
import { addDays, dayHeading, istDay, istTimeLabel } from './ist-calendar';

/** An instant's IST time with its day in words, relative to `now`. */
export function timeOnDay(at: Date, now: Date): string {
  const today = istDay(now);
  const day = istDay(at);
  const time = istTimeLabel(at);
  if (day === today) return `${time} today`;
  if (day === addDays(today, 1)) return `${time} tomorrow`;
  return `${time} on ${dayHeading(day, today)}`;
}
