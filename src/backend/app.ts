import { Hono } from 'hono';
import type { BackendDeps } from './context';
import { AppError, errorBody, toErrorAnswer } from '@/lib/errors';
import { garageRoutes } from './routes/garage';
import { healthRoutes } from './routes/health';

export interface Backend {
  /** The backend as a fetch handler: a Request in, a Response out. */
  fetch(request: Request): Promise<Response>;
}

/** The garage backend (spec §7 upstream paths) under /v1. */
export function createBackend(deps: BackendDeps): Backend {
  const app = new Hono().basePath('/v1');
  app.route('/', healthRoutes(deps));
  app.route('/garage', garageRoutes(deps));
  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No backend route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404));
  app.onError((error, c) => {
    const { status, body } = toErrorAnswer(error);
    if (!(error instanceof AppError)) deps.logger.error('backend request failed', { path: c.req.path, error });
    return c.json(body, status as 400);
  });
  return { fetch: (request) => Promise.resolve(app.fetch(request)) };
}
