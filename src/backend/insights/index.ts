// The public face of the insights feature (decision 055): the analytics roll-ups, their job, and the
// dashboard's reads.
export { insightsRetentionJob, insightsRollupJob, rollUp, rollUpOnce, ROLLUP_JOB, ROLLUP_LAG_MS } from './rollup-job';
export {
  funnel,
  landingPages,
  platforms,
  sources,
  speed,
  topPages,
  totals,
  type FunnelFilter,
} from './reads';
export { forgetOldRollups } from './rollup-repository';
export { insightsRoutes, centresOf } from './routes';
