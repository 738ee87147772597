/**
 * Opening hours of a garage, computed in IST. This runs in the garage landing pages' few lines of
 * script, which carry no library (their budget is 3 KB): India has one fixed offset, UTC+5:30, and
 * no daylight saving, so the IST clock is the UTC clock moved on 330 minutes. Everything else reads
 * dates through @date-fns/tz (src/lib/dates.ts).
 */
export interface DayHours {
  weekday: number;
  opens_at: string;
  closes_at: string;
}

const IST_OFFSET_MINUTES = 330;
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

const toMinutes = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** '20:00' → '08:00 pm' (the spec §9 style of the hours list). */
export function formatClock(clock: string): string {
  const minutes = toMinutes(clock);
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${h24 < 12 ? 'am' : 'pm'}`;
}

/** The IST weekday and minutes since midnight of an instant. */
export function istClock(now: Date): { weekday: number; minutes: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  return { weekday: shifted.getUTCDay(), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** Whether the garage is open at `now`, with the sentence to show ('Open now · closes at 08:00 pm'). */
export function openingStatus(hours: DayHours[], now: Date): { open: boolean; text: string } {
  const { weekday, minutes } = istClock(now);
  const today = hours.find((h) => h.weekday === weekday);
  if (today && minutes >= toMinutes(today.opens_at) && minutes < toMinutes(today.closes_at)) {
    return { open: true, text: `Open now · closes at ${formatClock(today.closes_at)}` };
  }
  if (today && minutes < toMinutes(today.opens_at)) return { open: false, text: `Closed · opens at ${formatClock(today.opens_at)}` };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = (weekday + ahead) % 7;
    const next = hours.find((h) => h.weekday === day);
    if (next) return { open: false, text: `Closed · opens ${ahead === 1 ? 'tomorrow' : DAY_NAMES[day]} at ${formatClock(next.opens_at)}` };
  }
  return { open: false, text: 'Closed' };
}

/** Days with the same hours grouped: [{ days: 'Mon–Fri', hours: '10:00 am–08:00 pm' }, …]. */
export function hoursSummary(hours: DayHours[]): { days: string; hours: string }[] {
  const rows: { days: number[]; hours: string }[] = [];
  for (const weekday of DAY_ORDER) {
    const h = hours.find((x) => x.weekday === weekday);
    const text = h ? `${formatClock(h.opens_at)}–${formatClock(h.closes_at)}` : 'Closed';
    const last = rows[rows.length - 1];
    if (last && last.hours === text) last.days.push(weekday);
    else rows.push({ days: [weekday], hours: text });
  }
  return rows.map((r) => ({
    days:
      r.days.length === 1
        ? DAY_NAMES[r.days[0]!]!
        : r.days.length === 2
          ? `${DAY_NAMES[r.days[0]!]} and ${DAY_NAMES[r.days[1]!]}`
          : `${DAY_NAMES[r.days[0]!]}–${DAY_NAMES[r.days[r.days.length - 1]!]}`,
    hours: r.hours,
  }));
}
