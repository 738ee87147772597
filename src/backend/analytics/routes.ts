// The analytics feature's one backend route besides the collector (which the server calls before
// Astro): the demo page of collected events, in test and demo modes only, where no real visitor's
// events are kept (decision 052).
import { analytics } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { eventsOfVisitor } from './repository';
import { automationAllowed } from './write-keys';

export function analyticsRoutes(app: BackendApp, deps: BackendDeps) {
  serve(app, analytics.collectedEvents, async (input) => {
    if (!automationAllowed(deps.appEnv)) throw new AppError('NOT_FOUND', 'Collected events are shown in test and demo modes only');
    return { events: await eventsOfVisitor(deps.db, input.anonymous_id) };
  });
}
