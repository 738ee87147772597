// The advisor's promised time for the car's stage (the workshop issue, "Beyond the peers";
// docs/decisions/032): the customer is told the time, told again at once when it moves, and told
// once when it passes with the stage not done. Pure: `now` is an argument.
import { Stage, type WorkshopStage } from '@/contracts/vocabulary';
import { dayLabel, istDay, istTimeLabel } from './ist-calendar';

/** Stages the workshop can promise an end for: not those that wait on the customer, nor the last one. */
export const PROMISABLE: readonly WorkshopStage[] = [
  Stage.CAR_AT_GARAGE,
  Stage.SURVEY,
  Stage.ESTIMATE_COMPLETED,
  Stage.REPAIR_IN_PROGRESS,
  Stage.QUALITY_CHECK,
  Stage.PAYMENT_COMPLETED,
  Stage.NO_SERVICE_SELECTED,
];

/** A promise must be at least this far ahead (a time already passing is no promise) … */
export const MIN_AHEAD_MS = 5 * 60_000;
/** … and at most this far (a car waiting for a part from elsewhere). */
export const MAX_AHEAD_MS = 7 * 24 * 60 * 60_000;

export interface StagePromise {
  stage: WorkshopStage;
  at: Date;
  lateNotifiedAt: Date | null;
}

/** Whether the advisor may promise `at` for the stage the car is at now. */
export function promiseVerdict(stage: WorkshopStage, at: Date, now: Date): { ok: true } | { ok: false; message: string } {
  if (!PROMISABLE.includes(stage))
    return { ok: false, message: 'This stage waits on the customer or is the last one: there is no time to promise' };
  if (at.getTime() < now.getTime() + MIN_AHEAD_MS) return { ok: false, message: 'Promise a time at least 5 minutes from now' };
  if (at.getTime() > now.getTime() + MAX_AHEAD_MS) return { ok: false, message: 'Promise a time within the next 7 days' };
  return { ok: true };
}

/** The promise ran out: the car is still at the promised stage, the time has passed, and nobody was told yet. */
export function isLate(promise: StagePromise | null, stage: WorkshopStage, now: Date): boolean {
  return promise !== null && promise.stage === stage && now.getTime() > promise.at.getTime() && promise.lateNotifiedAt === null;
}

/** A promised time as a message says it: '4:30 PM today', or 'Thu 27th Nov, 10:00 AM' on another IST day. */
export function whenLabel(at: Date, now: Date): string {
  return istDay(at) === istDay(now) ? `${istTimeLabel(at)} today` : `${dayLabel(istDay(at))}, ${istTimeLabel(at)}`;
}
