// The analytics feature's scheduled job: next months' partitions made ahead, expired ones dropped.
import type { JobDefinition } from '../platform/jobs';
import type { Db } from '../platform/db/client';
import type { Logger } from '@/runtime/logger';
import { dropExpiredPartitions, ensureEventPartitions } from './partitions';

export const PARTITIONS_JOB = 'analytics-partitions';

export function analyticsPartitionsJob(deps: { db: Db; clock: () => Date; logger: Logger }, retentionMonths: number): JobDefinition {
  return {
    name: PARTITIONS_JOB,
    // Daily at 00:41 UTC, once across every process.
    cron: '41 0 * * *',
    policy: 'singleton',
    handler: async () => {
      const now = deps.clock();
      await ensureEventPartitions(deps.db, now);
      const dropped = await dropExpiredPartitions(deps.db, now, retentionMonths);
      if (dropped.length) deps.logger.info('analytics months dropped', { dropped, retentionMonths });
    },
  };
}
