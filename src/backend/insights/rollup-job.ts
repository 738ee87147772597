// The roll-up job (decision 055): reads the events received since its watermark, an hour at a time,
// and adds them to the roll-ups in the transaction that moves the watermark, so each event is
// counted once however often the job runs and by however many processes. It stays LAG behind the
// clock, so a batch still being written when the window closes is counted in the next one.
import type { Db } from '../platform/db/client';
import { withTransaction } from '../platform/db/transaction';
import type { JobDefinition } from '../platform/jobs';
import type { Logger } from '@/runtime/logger';
import { countBatch } from './rollup-batch';
import {
  eventsBetween,
  firstEventAt,
  forgetOldRollups,
  journeysOf,
  lockWatermark,
  setWatermark,
  visitorsOf,
  writeCounts,
} from './rollup-repository';

export const ROLLUP_JOB = 'insights-rollup';
/** How far behind the clock the roll-ups stay: longer than any insert of events takes to commit. */
export const ROLLUP_LAG_MS = 60_000;
/** The widest window read at once. */
export const ROLLUP_WINDOW_MS = 3_600_000;
/**
 * How long one run keeps starting windows: well inside pg-boss's 15-minute expiry of a running job,
 * so a roll-up catching up on days of events ends its run and the next minute's run goes on from the
 * watermark, instead of being expired and started again beside itself.
 */
export const ROLLUP_RUN_BUDGET_MS = 5 * 60_000;

export interface RollupDeps {
  db: Db;
  clock: () => Date;
  logger: Logger;
}

/** Rolls up one window; answers how many events it counted, or null when it is caught up. */
export async function rollUpOnce(deps: RollupDeps, lagMs = ROLLUP_LAG_MS): Promise<number | null> {
  const until = new Date(deps.clock().getTime() - lagMs);
  return withTransaction(deps.db, async (tx) => {
    let from = await lockWatermark(tx);
    if (!from) {
      const first = await firstEventAt(tx);
      if (!first) return null;
      from = first;
    }
    if (from >= until) return null;
    const to = new Date(Math.min(until.getTime(), from.getTime() + ROLLUP_WINDOW_MS));
    const events = await eventsBetween(tx, from, to);
    const ids = [...new Set(events.map((e) => e.anonymousId))];
    const funnelIds = [...new Set(events.filter((e) => e.type === 'track').map((e) => e.anonymousId))];
    const [visitors, journeys] = await Promise.all([visitorsOf(tx, ids), journeysOf(tx, funnelIds)]);
    await writeCounts(tx, countBatch(events, visitors, journeys));
    await setWatermark(tx, to);
    return events.length;
  });
}

/**
 * Rolls up every window up to the clock less the lag, as the clock read when the run starts, and
 * starts no window after `budgetMs` of work (measured on the process's own timer, not the clock).
 */
export async function rollUp(deps: RollupDeps, lagMs = ROLLUP_LAG_MS, budgetMs = ROLLUP_RUN_BUDGET_MS): Promise<number> {
  // One horizon for the whole run: read again for each window, a moving clock would push it on while
  // the windows are counted, and the run would never end.
  const started = deps.clock();
  const run = { ...deps, clock: () => started };
  const endsAt = performance.now() + budgetMs;
  let counted = 0;
  for (;;) {
    const n = await rollUpOnce(run, lagMs);
    if (n === null) return counted;
    counted += n;
    if (performance.now() >= endsAt) return counted;
  }
}

export function insightsRollupJob(deps: RollupDeps): JobDefinition {
  return {
    name: ROLLUP_JOB,
    cron: '* * * * *',
    policy: 'singleton',
    handler: async () => {
      const counted = await rollUp(deps);
      if (counted) deps.logger.debug('insights rolled up', { counted });
    },
  };
}

/** Roll-ups and visitors older than the events' retention are forgotten with them (ANALYTICS_RETENTION_MONTHS). */
export const INSIGHTS_RETENTION_JOB = 'insights-retention';

export function insightsRetentionJob(deps: RollupDeps, retentionMonths: number): JobDefinition {
  return {
    name: INSIGHTS_RETENTION_JOB,
    cron: '47 0 * * *',
    policy: 'singleton',
    handler: async () => {
      await forgetOldRollups(deps.db, deps.clock(), retentionMonths);
    },
  };
}
