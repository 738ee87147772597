// The collector as the server calls it: one request in, a status and a JSON body out, errors in the
// product's one shape. It runs before Astro (server/app-server.ts), so collecting never renders a page.
import { AppError, toErrorAnswer } from '@/contracts/errors';
import { isDatabaseUnavailable } from '../platform/db/unavailable';
import { collectEvents, type CollectDeps, type CollectRequest } from './collect-service';

export interface CollectorAnswer {
  status: number;
  body: unknown;
  retryAfterSeconds?: number;
}

export type Collector = (request: CollectRequest) => Promise<CollectorAnswer>;

export function createCollector(deps: CollectDeps): Collector {
  return async (request) => {
    try {
      return { status: 202, body: await collectEvents(deps, request) };
    } catch (error) {
      if (isDatabaseUnavailable(error))
        return { status: 503, body: toErrorAnswer(new AppError('UNAVAILABLE', 'Please try again in a minute')).body, retryAfterSeconds: 5 };
      if (!(error instanceof AppError)) deps.logger.error('analytics collect failed', { error });
      const { status, body } = toErrorAnswer(error);
      return {
        status,
        body,
        ...(error instanceof AppError && error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      };
    }
  };
}
