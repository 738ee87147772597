// How the advisor's console groups its appointments: the cars in the workshop first, then the booked
// ones by day. Pure, so the grouping is tested alone.
import { dayHeading } from './ist-calendar';

interface Listed {
  date: string | null;
  order_id: string | null;
}

export interface ConsoleGroup<T> {
  heading: string;
  items: T[];
}

/** 'In the workshop' (checked in, not delivered), then 'Today', 'Tomorrow', 'Thu 27th Nov' … in the list's order. */
export function consoleGroups<T extends Listed>(items: readonly T[], today: string): ConsoleGroup<T>[] {
  const groups: ConsoleGroup<T>[] = [];
  const inWorkshop = items.filter((i) => i.order_id !== null);
  if (inWorkshop.length > 0) groups.push({ heading: 'In the workshop', items: inWorkshop });
  for (const item of items) {
    if (item.order_id !== null || item.date === null) continue;
    const heading = dayHeading(item.date, today);
    const last = groups[groups.length - 1];
    if (last && last.heading === heading) last.items.push(item);
    else groups.push({ heading, items: [item] });
  }
  return groups;
}
