// How the advisor's console lists and groups its appointments: the cars in the workshop first, then
// the booked ones by day; a car delivered today stays, last of its group, until IST midnight
// (docs/decisions/045). Pure, so the rules are tested alone.
import { dayHeading, istDay, istInstant } from './ist-calendar';

interface Listed {
  date: string | null;
  order_id: string | null;
  /** When the car was delivered (an instant), or null while it is not. */
  delivered_at: string | null;
}

export interface ConsoleGroup<T> {
  heading: string;
  items: T[];
}

/** The first instant of today in IST: cars delivered since then are still on the console at `now`. */
export function deliveredListedSince(now: Date): Date {
  return istInstant(istDay(now), '00:00');
}

/** Whether an appointment stays on the console at `now`: a delivered car for the rest of its delivery's IST day, any other always. */
export function staysOnConsole(item: Pick<Listed, 'delivered_at'>, now: Date): boolean {
  return item.delivered_at === null || istDay(new Date(item.delivered_at)) === istDay(now);
}

/**
 * 'In the workshop' (checked in, delivered ones last), then 'Today', 'Tomorrow', 'Thu 27th Nov' … in
 * the list's order.
 */
export function consoleGroups<T extends Listed>(items: readonly T[], today: string): ConsoleGroup<T>[] {
  const groups: ConsoleGroup<T>[] = [];
  const inWorkshop = items.filter((i) => i.order_id !== null);
  const delivered = (i: T) => i.delivered_at !== null;
  if (inWorkshop.length > 0)
    groups.push({ heading: 'In the workshop', items: [...inWorkshop.filter((i) => !delivered(i)), ...inWorkshop.filter(delivered)] });
  for (const item of items) {
    if (item.order_id !== null || item.date === null) continue;
    const heading = dayHeading(item.date, today);
    const last = groups[groups.length - 1];
    if (last && last.heading === heading) last.items.push(item);
    else groups.push({ heading, items: [item] });
  }
  return groups;
}
