// What the console board flags as running behind (docs/decisions/050): a car whose promised time for
// its stage has passed (decision 032), and a booked car whose slot has ended without a check-in. Pure:
// `now` is an argument; slot times are IST.
import type { WorkshopStage } from '@/contracts/vocabulary';
import { istInstant } from './ist-calendar';
import { promiseStatus } from './promise-status';

interface Flaggable {
  date: string | null;
  slot_end: string | null;
  order_id: string | null;
  stage: WorkshopStage | null;
  promise: { stage: WorkshopStage; by: string } | null;
}

export type BoardFlag = 'overdue' | 'late';

/**
 * 'overdue' once the promised time of the car's stage has passed (the minute itself is on time), 'late'
 * once a booked car's slot has ended (its end minute is not late yet) and it is not checked in, else null.
 */
export function boardFlag(item: Flaggable, now: Date): BoardFlag | null {
  if (item.order_id !== null && item.stage !== null) return promiseStatus(item.stage, item.promise, now).kind === 'late' ? 'overdue' : null;
  if (item.date === null || item.slot_end === null) return null;
  return now.getTime() > istInstant(item.date, item.slot_end).getTime() ? 'late' : null;
}

/** How many of a column's cars are flagged at `now`. */
export const flaggedCount = (items: readonly Flaggable[], now: Date): number => items.filter((i) => boardFlag(i, now) !== null).length;
