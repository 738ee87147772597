// When a car's next service is due (docs/decisions/057): the earlier of the make's months after the
// last service and the day the car is estimated to have run the make's kilometres since it. Days are
// IST calendar days ('yyyy-mm-dd'); pure, so the server and the tests compute the same dates.
import { addMonths as addCalendarMonths, format as formatDay } from 'date-fns';
import { addDays, isDay } from './ist-calendar';
import { DATE_LONG, formatDate } from './dates';

export interface ServiceInterval {
  km: number;
  months: number;
}

/** A make without its own interval in the catalogue: 10,000 km or 12 months, whichever comes first. */
export const DEFAULT_SERVICE_INTERVAL: ServiceInterval = { km: 10_000, months: 12 };
/** Kilometres a day assumed when the car's readings do not tell (fewer than two days of readings). */
export const DEFAULT_DAILY_KM = 30;

/** An odometer reading (km) and the IST day it was taken (at check-in). */
export interface OdometerReading {
  day: string;
  km: number;
}

/** The make's interval, or the default when the catalogue has none (or only half of one). */
export function intervalOf(make: { serviceKm: number | null; serviceMonths: number | null } | null): ServiceInterval {
  if (!make?.serviceKm || !make.serviceMonths) return DEFAULT_SERVICE_INTERVAL;
  return { km: make.serviceKm, months: make.serviceMonths };
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Kilometres a day from the car's readings: between its earliest and latest day of readings, the km
 * run divided by the days between; 30 when the readings span no two days or the odometer went back.
 */
export function dailyDistanceKm(readings: readonly OdometerReading[]): number {
  if (readings.length < 2) return DEFAULT_DAILY_KM;
  const sorted = [...readings].sort((a, b) => a.day.localeCompare(b.day) || a.km - b.km);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const days = dayNumber(last.day) - dayNumber(first.day);
  const km = last.km - first.km;
  if (days <= 0 || km <= 0) return DEFAULT_DAILY_KM;
  return km / days;
}

/** The same day `count` months later; a day the month lacks becomes its last (31 Aug + 6 → 28 or 29 Feb). */
export function addMonths(day: string, count: number): string {
  if (!isDay(day)) throw new RangeError(`not a day: ${day}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // A calendar day, not an instant: date-fns adds the months in the process's own calendar and clamps the day.
  return formatDay(addCalendarMonths(new Date(y, m - 1, d), count), 'yyyy-MM-dd');
}

export interface ServiceDue {
  /** The IST day the next service is due. */
  day: string;
  /** Which limit decides it: the months, the kilometres, or both on the same day. */
  by: 'months' | 'km' | 'both';
  /** The day each limit falls on. */
  monthsDay: string;
  kmDay: string;
}

/**
 * The next service's due day after a service on `lastServiceDay`: the earlier of that day plus the
 * interval's months, and the first day the estimated odometer reaches the interval's kilometres
 * (the service's reading plus `dailyKm` a day; km run ÷ km a day, rounded up to a whole day).
 */
export function nextServiceDue(input: { lastServiceDay: string; interval: ServiceInterval; dailyKm: number }): ServiceDue {
  const monthsDay = addMonths(input.lastServiceDay, input.interval.months);
  const daily = input.dailyKm > 0 ? input.dailyKm : DEFAULT_DAILY_KM;
  const kmDay = addDays(input.lastServiceDay, Math.ceil(input.interval.km / daily));
  const by = monthsDay === kmDay ? 'both' : monthsDay < kmDay ? 'months' : 'km';
  return { day: by === 'km' ? kmDay : monthsDay, by, monthsDay, kmDay };
}

/** How far ahead an owner may move the next service (docs/decisions/057). */
export const REMINDER_MONTHS_AHEAD = 18;

/** The days an owner may move the next service to: from today (IST) to 18 months ahead. */
export function reminderDateLimits(today: string): { earliest: string; latest: string } {
  return { earliest: today, latest: addMonths(today, REMINDER_MONTHS_AHEAD) };
}

/** Why a next service date cannot be chosen today, in words; null when it can. */
export function reminderDateProblem(day: string, today: string): string | null {
  const { earliest, latest } = reminderDateLimits(today);
  if (day < earliest) return `The next service date cannot be in the past: choose ${formatDate(earliest, DATE_LONG)} or later`;
  if (day > latest)
    return `The next service date can be at most ${REMINDER_MONTHS_AHEAD} months ahead: choose ${formatDate(latest, DATE_LONG)} or earlier`;
  return null;
}
