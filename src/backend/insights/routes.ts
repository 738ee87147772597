// The insights dashboard's widgets (decision 055): admins see every widget; an advisor their centres'
// landing pages and funnel, and a 403 for the site-wide ones. In test and demo modes only, the
// dashboard's "Roll up now" (where no real visitor's figures are kept, as for the collected events).
import { insights } from '@/contracts/endpoints';
import { centresCovered, isStaff, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { automationAllowed } from '../analytics';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { rollUp } from './rollup-job';
import { previousRange } from '@/lib/insights-range';
import { funnel, landingPages, platforms, rangeTotals, sources, speed, topPages } from './reads';

/** The centres an actor's figures cover: every one for an admin (null), an advisor's own. */
export function centresOf(actor: Actor): readonly string[] | null {
  if (!isStaff(actor)) throw new AppError('FORBIDDEN', 'The insights are for the service centres’ staff');
  return centresCovered(actor);
}

function adminOnly(actor: Actor): void {
  if (centresOf(actor) !== null)
    throw new AppError('FORBIDDEN', 'Site-wide figures are for admins; your service centres’ figures are below');
}

export function insightsRoutes(app: BackendApp, deps: BackendDeps) {
  const { db } = deps;
  serve(app, insights.insightsTotals, async (range, { actor }) => {
    adminOnly(actor);
    const previous = previousRange(range);
    const [now, before] = await Promise.all([rangeTotals(db, range), rangeTotals(db, previous)]);
    return { range, previous_range: previous, totals: now.totals, previous: before.totals, days: now.days, previous_days: before.days };
  });
  serve(app, insights.insightsPages, async (range, { actor }) => {
    adminOnly(actor);
    return topPages(db, range);
  });
  serve(app, insights.insightsSources, async (range, { actor }) => {
    adminOnly(actor);
    return sources(db, range);
  });
  serve(app, insights.insightsPlatforms, async (range, { actor }) => {
    adminOnly(actor);
    return platforms(db, range);
  });
  serve(app, insights.insightsSpeed, async (range, { actor }) => {
    adminOnly(actor);
    return speed(db, range);
  });
  serve(app, insights.insightsLanding, (range, { actor }) => landingPages(db, range, centresOf(actor)));
  serve(app, insights.insightsFunnel, (input, { actor }) => {
    const mine = centresOf(actor);
    if (input.garage_id && mine && !mine.includes(input.garage_id))
      throw new AppError('FORBIDDEN', 'That service centre is not one of yours');
    const garageIds = input.garage_id ? [input.garage_id] : mine;
    return funnel(db, input, { source: input.source, platform: input.platform, garageIds });
  });
  serve(app, insights.rollUpNow, async () => {
    if (!automationAllowed(deps.appEnv)) throw new AppError('NOT_FOUND', 'Rolling up on demand is for test and demo modes only');
    // No lag: an event still being written as the watermark passes it would be left out, which a demo can bear.
    return { counted: await rollUp({ db, clock: deps.clock, logger: deps.logger }, 0) };
  });
}
