// The public face of the analytics feature (decision 052): the collector the server calls before
// Astro, what start-up makes sure of, its scheduled job, and the write-key commands.
export { createCollector, type Collector, type CollectorAnswer } from './collector';
export type { CollectRequest } from './collect-service';
export { cachedWriteKeys, ensureWriteKeys, automationAllowed, AUTOMATION_KEY } from './write-keys';
export { cachedSessionCustomers, customerOfSession, SESSION_CACHE_MS } from './session-customers';
export { ensureEventPartitions, dropExpiredPartitions, listEventPartitions } from './partitions';
export { analyticsPartitionsJob, PARTITIONS_JOB } from './jobs';
export { listWriteKeys, revokeWriteKey, insertWriteKeyIfAbsent } from './repository';
export { analyticsServerEvents, serverEventsOf, SERVER_DEVICE } from './server-events';
