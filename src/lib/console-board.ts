// The advisor's console as a board (docs/decisions/050): one column per step of the car's visit, from
// today's arrivals to the cars delivered today, and below it the bookings of later days under their
// day headings. A car delivered today stays until IST midnight (docs/decisions/045). Pure, so the
// rules are tested alone.
import { Bill, Stage, type BillStatus, type WorkshopStage } from '@/contracts/vocabulary';
import { dayHeading, istDay, istInstant } from './ist-calendar';

export interface Listed {
  date: string | null;
  order_id: string | null;
  stage: WorkshopStage | null;
  bill: { status: BillStatus } | null;
  /** When the car was delivered (an instant), or null while it is not. */
  delivered_at: string | null;
}

export const BOARD_COLUMNS = ['arrivals', 'inspection', 'approval', 'in-progress', 'quality-check', 'bill', 'ready', 'delivered'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export const COLUMN_HEADINGS: Record<BoardColumn, string> = {
  arrivals: "Today's arrivals",
  inspection: 'Inspection',
  approval: 'Waiting for approval',
  'in-progress': 'In progress',
  'quality-check': 'Quality check',
  bill: 'Bill',
  ready: 'Ready for delivery',
  delivered: 'Delivered today',
};

/** Each stage's column once the car is checked in; the bill's state moves a car on within two of them. */
const STAGE_COLUMN: Record<WorkshopStage, BoardColumn> = {
  CAR_AT_GARAGE: 'inspection',
  SURVEY: 'inspection',
  ESTIMATE_APPROVAL_PENDING: 'approval',
  ESTIMATE_COMPLETED: 'in-progress',
  REPAIR_IN_PROGRESS: 'in-progress',
  QUALITY_CHECK: 'quality-check',
  PAYMENT_PENDING: 'bill',
  PAYMENT_COMPLETED: 'ready',
  NO_SERVICE_SELECTED: 'ready',
  CAR_DELIVERED: 'delivered',
};

/**
 * The column an appointment stands in on `today` (IST), or null when it is not on the board: booked for
 * a later day (the upcoming list), or delivered on another day. A booking of an earlier day never
 * checked in is a missed arrival, kept with today's. A bill drawn up at quality check (waiting for the
 * customer's approval of its cost) is in Bill; a bill paid is ready for delivery.
 */
export function boardColumn(item: Listed, today: string): BoardColumn | null {
  if (item.order_id === null || item.stage === null) return item.date !== null && item.date <= today ? 'arrivals' : null;
  if (item.stage === Stage.CAR_DELIVERED)
    return item.delivered_at !== null && istDay(new Date(item.delivered_at)) === today ? 'delivered' : null;
  if (item.stage === Stage.QUALITY_CHECK && item.bill?.status === Bill.AWAITING_APPROVAL) return 'bill';
  if (item.stage === Stage.PAYMENT_PENDING && item.bill?.status === Bill.PAID) return 'ready';
  return STAGE_COLUMN[item.stage];
}

/** A booking not checked in whose day is before today: the customer did not come, and nobody said so yet. */
export const isMissedArrival = (item: Listed, today: string): boolean => item.order_id === null && item.date !== null && item.date < today;

export interface ConsoleGroup<T> {
  heading: string;
  items: T[];
}

export interface Board<T> {
  columns: { column: BoardColumn; heading: string; items: T[] }[];
  /** Bookings of later days: 'Tomorrow', 'Fri 27th Nov' … in the list's order. */
  upcoming: ConsoleGroup<T>[];
}

/** The board of `today`: every column, empty ones too, each in the list's order; the later days below it. */
export function consoleBoard<T extends Listed>(items: readonly T[], today: string): Board<T> {
  const columns = BOARD_COLUMNS.map((column) => ({ column, heading: COLUMN_HEADINGS[column], items: [] as T[] }));
  const upcoming: ConsoleGroup<T>[] = [];
  for (const item of items) {
    const column = boardColumn(item, today);
    if (column) {
      columns[BOARD_COLUMNS.indexOf(column)]!.items.push(item);
      continue;
    }
    if (item.order_id !== null || item.date === null) continue;
    const heading = dayHeading(item.date, today);
    const last = upcoming[upcoming.length - 1];
    if (last && last.heading === heading) last.items.push(item);
    else upcoming.push({ heading, items: [item] });
  }
  return { columns, upcoming };
}

/** The first instant of today in IST: cars delivered since then are still on the console at `now`. */
export function deliveredListedSince(now: Date): Date {
  return istInstant(istDay(now), '00:00');
}

/** Whether an appointment stays on the console at `now`: a delivered car for the rest of its delivery's IST day, any other always. */
export function staysOnConsole(item: Pick<Listed, 'delivered_at'>, now: Date): boolean {
  return item.delivered_at === null || istDay(new Date(item.delivered_at)) === istDay(now);
}
