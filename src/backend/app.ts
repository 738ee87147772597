import { Hono } from 'hono';
import { ANONYMOUS, type Actor } from '@/contracts/actor';
import { AppError, errorBody, toErrorAnswer } from '@/contracts/errors';
import type { BackendDeps } from './platform/deps';
import type { BackendAnswer, BackendRoute } from '@/contracts/backend-call';
import { parseJsonWithin } from '@/runtime/read-json-body';
import { answerResponse, routeTable, type BackendApp, type BackendEnv } from './platform/http';
import { createSignedAccess } from './platform/signed-access';
import { databaseNonces } from './platform/nonce-store';
import { isDatabaseUnavailable } from './platform/db/unavailable';
import { healthRoutes } from './health/routes';
import { garageRoutes } from './garages/routes';
import { landingRoutes } from './landing/routes';
import { vehicleRoutes } from './vehicles/routes';
import { pricingRoutes } from './pricing/routes';
import { leadRoutes } from './leads/routes';
import { accountRoutes } from './accounts/routes';
import { appointmentRoutes } from './appointments/routes';
import { customerRoutes } from './customers/routes';
import { bookingRoutes } from './booking/routes';
import { workshopRoutes } from './workshop/routes';
import { surveyRoutes } from './survey/routes';
import { paymentRoutes } from './payments/routes';
import { sandboxGatewayRoutes } from './sandbox-gateway/routes';
import { callbackRoutes } from './callbacks/routes';
import { mapRoutes } from './maps/routes';
import { analyticsRoutes } from './analytics/routes';
import { insightsRoutes } from './insights/routes';
import { reminderRoutes } from './reminders/routes';
import { campaignRoutes } from './campaigns/routes';

export interface Backend {
  /** In the same process: the proxy's request and the actor it resolved from the session; `budgetMs`, what is left of the request's time budget, when shorter than the backend's own. */
  handle(request: Request, actor: Actor, budgetMs?: number): Promise<Response>;
  /** In the same process, without a Request: the declared route for this method and upstream template, if there is one (decision 061). */
  route(method: string, template: string): BackendRoute | undefined;
  /** From the network: served only when signed with the internal secret (403 otherwise). */
  handleSigned(request: Request): Promise<Response>;
  /** The routes this backend serves, as its router holds them. */
  routes(): { method: string; path: string }[];
}

/** The garage backend (spec §7 upstream paths) under /v1, one feature folder per domain. */
export function createBackend(deps: BackendDeps, options: { internalSecret?: string; requestTimeoutMs?: number } = {}): Backend {
  const app: BackendApp = new Hono<BackendEnv>();
  /** A failed route's answer, whichever way it was called. */
  const errorAnswer = (error: unknown, path: string): BackendAnswer => {
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn('database unavailable', { path, error });
      return {
        status: 503,
        headers: { 'retry-after': '5' },
        body: { json: errorBody('UNAVAILABLE', 'The service is busy or restarting; please try again in a minute') },
      };
    }
    const { status, body } = toErrorAnswer(error);
    if (!(error instanceof AppError)) deps.logger.error('backend request failed', { path, error });
    const headers: Record<string, string> = {};
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
    if (status >= 500 && error instanceof AppError)
      deps.logger.warn('backend request failed', { path, code: error.code, error: error.message });
    return { status, headers, body: { json: body } };
  };
  // The one place the actor is resolved: from the binding the caller passed, never from a header.
  app.use('*', async (c, next) => {
    c.set('actor', c.env?.actor ?? ANONYMOUS);
    c.set('db', deps.db);
    await next();
  });
  healthRoutes(app, deps);
  vehicleRoutes(app, deps);
  pricingRoutes(app, deps);
  // Before appointments: its GET /v1/appointment/booking-amount would be taken for /v1/appointment/{id}.
  paymentRoutes(app, deps);
  leadRoutes(app, deps);
  accountRoutes(app, deps);
  analyticsRoutes(app, deps);
  insightsRoutes(app, deps);
  appointmentRoutes(app, deps);
  customerRoutes(app, deps);
  bookingRoutes(app, deps);
  workshopRoutes(app, deps);
  surveyRoutes(app, deps);
  reminderRoutes(app, deps);
  sandboxGatewayRoutes(app, deps);
  callbackRoutes(app, deps);
  mapRoutes(app, deps);
  // Under /v1/garage/ too, so before the garage routes.
  landingRoutes(app, deps);
  campaignRoutes(app, deps);
  // Last: it ends in /v1/garage/{id}, which would shadow the routes above.
  garageRoutes(app, deps);
  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No backend route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404));
  app.onError((error, c) => answerResponse(errorAnswer(error, c.req.path)));
  // A request that waits too long (for a pooled connection, or behind a lock) is answered 503 rather
  // than held: the database's own statement timeout then cancels what is still running.
  const deadline = options.requestTimeoutMs ?? 8000;
  // Called in-process, what is left of the proxy's budget for the whole request is the limit when shorter.
  const withDeadline = <T>(work: Promise<T>, late: () => T, budgetMs?: number): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(late()), Math.min(deadline, budgetMs ?? deadline));
    });
    return Promise.race([work, expired]).finally(() => clearTimeout(timer));
  };
  const busy = (): BackendAnswer => ({
    status: 503,
    headers: { 'cache-control': 'no-store', 'retry-after': '5' },
    body: { json: errorBody('UNAVAILABLE', 'The service is busy; please try again in a minute') },
  });
  const fetchWithin = (request: Request, actor: Actor, budgetMs?: number) =>
    withDeadline(Promise.resolve(app.fetch(request, { actor })), () => answerResponse(busy()), budgetMs);

  // Each declared route, callable with its parts (decision 061): the same run as Hono's route, errors answered alike.
  const table = routeTable(app);
  const route = (method: string, template: string): BackendRoute | undefined => {
    const run = table.get(`${method} ${template}`);
    if (!run) return undefined;
    return (call, actor, budgetMs) => {
      const parts = {
        pathname: call.path,
        params: call.params,
        query: call.query,
        readJson: async (maxBytes?: number) => parseJsonWithin(call.body ?? '', maxBytes),
        idempotencyKey: call.idempotencyKey,
      };
      const work = run(parts, actor, deps.db).catch((error: unknown) => errorAnswer(error, call.path));
      return withDeadline(work, busy, budgetMs);
    };
  };

  const actorOfSigned = options.internalSecret ? createSignedAccess(options.internalSecret, databaseNonces(deps.db)) : undefined;
  return {
    handle: fetchWithin,
    route,
    async handleSigned(request) {
      const access = actorOfSigned ? await actorOfSigned(request) : { ok: false as const, reason: 'no secret' };
      if (!access.ok)
        return Response.json(errorBody('FORBIDDEN', 'The garage backend is internal'), {
          status: 403,
          headers: { 'cache-control': 'no-store' },
        });
      return fetchWithin(request, access.actor);
    },
    routes: () => app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, path: r.path })),
  };
}
