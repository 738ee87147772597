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
/**
 * 5th Mar 2024, 2:30 PM: when something was recorded (paid, refunded, cancelled). Spec §9's 'do MMM yyyy'
 * then its 'h:mm a', so a time of day reads as it does everywhere else; its 'hh:mm aaa' ('02:30 pm') is not
 * used (decision 043).
 */
export const RECORDED_AT = 'do MMM yyyy, h:mm a';

/** What formatDate returns for anything it cannot format. */
export const INVALID_DATE = 'Invalid date';

export { IST_ZONE } from './ist';

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
