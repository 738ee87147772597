// Days and clock times in India Standard Time without a date library: IST is UTC+5:30 all year (no
// daylight saving since 1945), so an IST wall-clock time is the UTC one moved on 330 minutes. The
// server computes slots with these; the slot screen labels times with them (no library shipped).

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The IST calendar day of an instant, 'yyyy-mm-dd'. */
export function istDay(instant: Date): string {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

function dayParts(day: string): [number, number, number] {
  const m = DAY_PATTERN.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) throw new RangeError(`not a day: ${day}`);
  return [y, mo, d];
}

/** Whether a text is a real calendar day 'yyyy-mm-dd'. */
export function isDay(day: string): boolean {
  try {
    dayParts(day);
    return true;
  } catch {
    return false;
  }
}

/** The day `count` days after (or before) a day. */
export function addDays(day: string, count: number): string {
  const [y, mo, d] = dayParts(day);
  const next = new Date(Date.UTC(y, mo - 1, d) + count * DAY_MS);
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  const [y, mo, d] = dayParts(day);
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
}

/** The instant of an IST wall-clock time ('10:00' or '10:00:00') on a day. */
export function istInstant(day: string, clock: string): Date {
  const [y, mo, d] = dayParts(day);
  const m = CLOCK_PATTERN.exec(clock);
  if (!m) throw new RangeError(`not a clock time: ${clock}`);
  return new Date(Date.UTC(y, mo - 1, d, Number(m[1]), Number(m[2]), Number(m[3] ?? 0)) - IST_OFFSET_MS);
}

/** An instant written with the IST offset: '2026-11-25T10:00:00+05:30'. */
export function istIso(instant: Date): string {
  const s = new Date(instant.getTime() + IST_OFFSET_MS);
  return `${s.getUTCFullYear()}-${pad(s.getUTCMonth() + 1)}-${pad(s.getUTCDate())}T${pad(s.getUTCHours())}:${pad(s.getUTCMinutes())}:${pad(s.getUTCSeconds())}+05:30`;
}

/** The IST clock time of an instant, 'HH:MM'. */
export function istClockTime(instant: Date): string {
  const s = new Date(instant.getTime() + IST_OFFSET_MS);
  return `${pad(s.getUTCHours())}:${pad(s.getUTCMinutes())}`;
}

/** Spec §9's 'h:mm a' in IST: '10:00 AM', '12:30 PM'. */
export function istTimeLabel(instant: Date | string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return 'Invalid date';
  const s = new Date(at.getTime() + IST_OFFSET_MS);
  const h = s.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(s.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A slot as spec §3 shows it, 'h:mm a - h:mm a' in IST: '10:00 AM - 12:00 PM'. */
export function slotLabel(start: Date | string, end: Date | string): string {
  return `${istTimeLabel(start)} - ${istTimeLabel(end)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ordinal = (n: number) => {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** A day as spec §9's 'ccc do MMM': 'Thu 27th Nov'. */
export function dayLabel(day: string): string {
  const [, mo, d] = dayParts(day);
  return `${WEEKDAYS[weekdayOf(day)]} ${ordinal(d)} ${MONTHS[mo - 1]}`;
}

/** A day's short weekday name: 'Thu'. */
export function weekdayName(day: string): string {
  return WEEKDAYS[weekdayOf(day)]!;
}

/** A day's date and month, as a day strip shows it under the weekday: '27 Nov'. */
export function dayAndMonth(day: string): string {
  const [, mo, d] = dayParts(day);
  return `${d} ${MONTHS[mo - 1]}`;
}

/** A day's heading on the slot screen: 'Today', 'Tomorrow', else 'Thu 27th Nov' (spec §9's 'ccc do MMM'). */
export function dayHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return dayLabel(day);
}
