// The advisor's promised time for the car's stage (docs/decisions/032): set or moved from the console
// (the customer is told at once, with the earlier time when it moved), and a notice when it passes
// with the stage not done, sent once by whichever process claims it. The rules: src/lib/stage-promise.ts.
import type { BackendDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/transaction';
import { sendLate, sendPromise } from './messages';
import * as repo from './repository';
import { lockedForStaff, timelineView, type TimelineView } from './work-order';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { promiseVerdict, whenLabel } from '@/lib/stage-promise';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'outbox' | 'logger'>;

/** The advisor promises when the car's current stage will be done; a new time replaces the old one and is told at once. */
export async function setPromise(deps: Deps, actor: Actor, orderId: string, input: { promised_at: string }): Promise<TimelineView> {
  const now = deps.clock();
  const at = new Date(input.promised_at);
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await lockedForStaff(tx, actor, orderId);
    const verdict = promiseVerdict(row.order.stage, at, now);
    if (!verdict.ok) throw new AppError('STAGE_NOT_ALLOWED', verdict.message);
    // A promise is always the current stage's: moving the car to another stage ends it.
    const earlier = row.order.promisedAt;
    if (earlier?.getTime() === at.getTime()) return row.order;
    await repo.setPromise(tx, orderId, row.order.stage, at);
    await sendPromise(tx, row.appointment, row.order.stage, whenLabel(at, now), earlier ? whenLabel(earlier, now) : null);
    return { ...row.order, promisedAt: at, promisedStage: row.order.stage, lateNotifiedAt: null };
  });
  deps.outbox.kick();
  return timelineView(deps.db, order);
}

/**
 * The late notices' job (every minute, on every process): each promise that passed with its stage
 * not done is claimed by one process and its customer told once. Answers how many were told.
 */
export async function notifyLatePromises(deps: Deps): Promise<number> {
  const now = deps.clock();
  let told = 0;
  for (const { order, appointment } of await repo.pastPromises(deps.db, now)) {
    const sent = await withRetriedTransaction(deps.db, async (tx) => {
      if (!(await repo.claimLateNotice(tx, order.id, order.promisedAt!, now))) return false;
      await sendLate(tx, appointment, order.stage, whenLabel(order.promisedAt!, now));
      return true;
    });
    if (sent) told++;
  }
  if (told > 0) {
    deps.logger.info('customers told that a promised time passed', { told });
    deps.outbox.kick();
  }
  return told;
}
