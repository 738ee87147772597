import { leads } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import type { BackendDeps } from '../platform/deps';
import { reply, serve, type BackendApp } from '../platform/http';
import { createNotifyRequest } from './service';

export function leadRoutes(app: BackendApp, { db, limits }: BackendDeps) {
  serve(app, leads.notifyMe, async (input) => {
    // Per contact, however many addresses ask (per-address limits are the server's).
    const allowed = await limits.consume('notify-contact', input.contact);
    if (!allowed.ok)
      throw new AppError('RATE_LIMITED', 'We have your request already; please try again later', {
        retryAfterSeconds: allowed.retryAfterSeconds,
      });
    const request = await createNotifyRequest(db, input);
    return reply(request.created ? 201 : 200, { data: request });
  });
}
