import { Hono } from 'hono';
import { ANONYMOUS, type Actor } from '@/contracts/actor';
import { AppError, errorBody, toErrorAnswer } from '@/contracts/errors';
import type { BackendDeps } from './platform/deps';
import type { BackendApp, BackendEnv } from './platform/http';
import { createSignedAccess } from './platform/signed-access';
import { healthRoutes } from './health/routes';
import { garageRoutes } from './garages/routes';
import { vehicleRoutes } from './vehicles/routes';
import { pricingRoutes } from './pricing/routes';
import { leadRoutes } from './leads/routes';

export interface Backend {
  /** In the same process: the proxy's request and the actor it resolved from the session. */
  handle(request: Request, actor: Actor): Promise<Response>;
  /** From the network: served only when signed with the internal secret (403 otherwise). */
  handleSigned(request: Request): Promise<Response>;
  /** The routes this backend serves, as its router holds them. */
  routes(): { method: string; path: string }[];
}

/** The garage backend (spec §7 upstream paths) under /v1, one feature folder per domain. */
export function createBackend(deps: BackendDeps, options: { internalSecret?: string } = {}): Backend {
  const app: BackendApp = new Hono<BackendEnv>();
  // The one place the actor is resolved: from the binding the caller passed, never from a header.
  app.use('*', async (c, next) => {
    c.set('actor', c.env?.actor ?? ANONYMOUS);
    await next();
  });
  healthRoutes(app, deps);
  vehicleRoutes(app, deps);
  pricingRoutes(app, deps);
  leadRoutes(app, deps);
  // Last: it ends in /v1/garage/{id}, which would shadow the routes above.
  garageRoutes(app, deps);
  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No backend route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404));
  app.onError((error, c) => {
    const { status, body } = toErrorAnswer(error);
    if (!(error instanceof AppError)) deps.logger.error('backend request failed', { path: c.req.path, error });
    return c.json(body, status as 400);
  });

  const actorOfSigned = options.internalSecret ? createSignedAccess(options.internalSecret) : undefined;
  return {
    handle: (request, actor) => Promise.resolve(app.fetch(request, { actor })),
    async handleSigned(request) {
      const access = actorOfSigned ? await actorOfSigned(request) : { ok: false as const, reason: 'no secret' };
      if (!access.ok) return Response.json(errorBody('FORBIDDEN', 'The garage backend is internal'), { status: 403, headers: { 'cache-control': 'no-store' } });
      return app.fetch(request, { actor: access.actor });
    },
    routes: () => app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, path: r.path })),
  };
}
