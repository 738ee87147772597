import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { IST_ZONE } from './ist';

/** 05/03/2024 */
export const DATE_SLASHED = 'dd/MM/yyyy';
/** 5th Mar 2024 */
export const DATE_LONG = 'do MMM yyyy';
/** Tue 5th Mar, 2:30 PM */
export const WEEKDAY_DATE_TIME = 'ccc do MMM, h:mm a';
/** 5th Mar, 2:30 PM */
export const DATE_TIME = 'do MMM, h:mm a';
/** 2:30 PM */
export const TIME_ONLY = 'h:mm a';
/** 5th Mar 2024, 02:30 pm */
export const DATE_LONG_TIME = 'do MMM yyyy, hh:mm aaa';

/** What formatDate returns for anything it cannot format. */
export const INVALID_DATE = 'Invalid date';

export { IST_ZONE, carAge } from './ist';

/** 'yyyy-MM-dd', optionally with 'THH:mm[:ss[.SSS]]' (or a space), and no zone designator. */
const ISO_WITHOUT_ZONE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/** The instant for a formatDate input, or null. Zone-less ISO strings are read as IST wall-clock time. */
function toInstant(value: Date | string | number | null | undefined): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  const m = ISO_WITHOUT_ZONE.exec(text);
  if (m) {
    const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)));
    const ms = m[7] === undefined ? 0 : Number(m[7].padEnd(3, '0'));
    if (y === undefined || mo === undefined || d === undefined) return null;
    // Date.UTC rolls over out-of-range fields (2024-02-30); such strings are not real dates.
    const calendar = new Date(Date.UTC(y, mo - 1, d));
    if (calendar.getUTCMonth() !== mo - 1 || calendar.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
    return TZDate.tz(IST_ZONE, y, mo - 1, d, h, mi, s, ms).getTime();
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

/**
 * Formats an instant in IST with a date-fns pattern; 'Invalid date' for null, unparsable or out-of-range input or a bad pattern.
 * Numbers are epoch milliseconds; ISO strings without a zone ('2024-03-05', '2024-03-05T14:30') are IST wall-clock time.
 */
export function formatDate(value: Date | string | number | null | undefined, pattern: string): string {
  const instant = toInstant(value);
  if (instant === null) return INVALID_DATE;
  try {
    // The `in` context makes date-fns read and build every date as a TZDate in IST, whatever the machine's zone.
    return format(instant, pattern, { in: tz(IST_ZONE) });
  } catch {
    return INVALID_DATE;
  }
}

/** Minutes since midnight for 'HH:mm' (also 'H:mm' or 'HH:mm:ss'), or null. */
function clockMinutes(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59 || Number(m[3] ?? 0) > 59) return null;
  return hours * 60 + minutes;
}

/** A slot's label from 'HH:mm' times: ('10:00', '12:00') → '10:00 AM - 12:00 PM'; 'Invalid date' if either time is not a clock time. */
export function slotLabel(start: string, end: string): string {
  const from = clockMinutes(start);
  const to = clockMinutes(end);
  if (from === null || to === null) return INVALID_DATE;
  // Any fixed day works: only the clock time is printed, and IST has no DST.
  const at = (minutes: number) => formatDate(TZDate.tz(IST_ZONE, 2000, 0, 1, Math.floor(minutes / 60), minutes % 60), TIME_ONLY);
  return `${at(from)} - ${at(to)}`;
}

/** The IST calendar facts of an instant. */
export interface IstParts {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since IST midnight, 0–1439. */
  minutes: number;
  /** The IST calendar date as 'yyyy-MM-dd'. */
  isoDate: string;
}

/** Weekday, minutes since midnight and 'yyyy-MM-dd' date of `now` in IST; throws RangeError for an invalid Date. */
export function istParts(now: Date): IstParts {
  if (Number.isNaN(now.getTime())) throw new RangeError('istParts: invalid date');
  const ist = TZDate.tz(IST_ZONE, now.getTime());
  return {
    weekday: ist.getDay(),
    minutes: ist.getHours() * 60 + ist.getMinutes(),
    isoDate: format(ist, 'yyyy-MM-dd'),
  };
}

