// Whether the car is on time (docs/decisions/047): the workshop's promised time for the stage the car
// is at (decision 032) against `now`. On time up to the promised minute itself, late from the moment
// after it, counted in whole minutes begun; done once the work is over. Pure: `now` is an argument.
import { Stage, type WorkshopStage } from '@/contracts/vocabulary';
import { whenLabel } from './stage-promise';

/** Stages where the workshop's work is over: the bill, the car being readied, no service chosen, delivered. */
const WORK_OVER: readonly WorkshopStage[] = [
  Stage.PAYMENT_PENDING,
  Stage.PAYMENT_COMPLETED,
  Stage.NO_SERVICE_SELECTED,
  Stage.CAR_DELIVERED,
];

export type PromiseStatus =
  | { kind: 'on-time'; by: Date }
  | { kind: 'late'; by: Date; minutes: number }
  | { kind: 'done' }
  /** The car waits for its customer's answer (the estimate): nobody can promise a time. */
  | { kind: 'waiting' }
  /** Nothing promised yet. */
  | { kind: 'none' };

/**
 * The car's standing against its promise. A promise of the current stage decides (a car being readied
 * after payment can be promised too); without one, a car whose work is over is done, and one whose
 * estimate waits, waits. Delivered is done, whatever was promised.
 */
export function promiseStatus(stage: WorkshopStage, promise: { stage: WorkshopStage; by: string } | null, now: Date): PromiseStatus {
  if (stage === Stage.CAR_DELIVERED) return { kind: 'done' };
  if (promise && promise.stage === stage) {
    const by = new Date(promise.by);
    const overMs = now.getTime() - by.getTime();
    return overMs > 0 ? { kind: 'late', by, minutes: Math.ceil(overMs / 60_000) } : { kind: 'on-time', by };
  }
  if (WORK_OVER.includes(stage)) return { kind: 'done' };
  return stage === Stage.ESTIMATE_APPROVAL_PENDING ? { kind: 'waiting' } : { kind: 'none' };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A delay in words: '1 minute', '45 minutes', '1 hour', '2 hours 5 minutes'. */
export function delayWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

export interface PromiseWords {
  /** What is said first: 'Promised by', or what stands in for a promised time. */
  lead: string;
  /** The promised time, 'Sun 29th Nov, 12:30 AM', kept on one line; null without one. */
  time: string | null;
  /** The short verdict beside it ('On time', 'Running late by 25 minutes', 'Done'), or null. */
  verdict: string | null;
  /** What happens about it, when something does. */
  note: string | null;
  tone: PromiseStatus['kind'];
}

/**
 * The status card's words for a standing: 'Promised by 4:30 PM today' with 'On time', and so on; null
 * while the car waits for its customer, where the action under the card says what it waits for.
 */
export function promiseWords(status: PromiseStatus, now: Date): PromiseWords | null {
  switch (status.kind) {
    case 'waiting':
      return null;
    case 'on-time':
      return { lead: 'Promised by', time: whenLabel(status.by, now), verdict: 'On time', note: null, tone: status.kind };
    case 'late':
      return {
        lead: 'Promised by',
        time: whenLabel(status.by, now),
        verdict: `Running late by ${delayWords(status.minutes)}`,
        note: 'Your advisor will send you a new time.',
        tone: status.kind,
      };
    case 'done':
      return { lead: 'No more work to wait for', time: null, verdict: 'Done', note: null, tone: status.kind };
    case 'none':
      return { lead: 'No time promised yet', time: null, verdict: null, note: null, tone: status.kind };
  }
}
