import { leads } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { reply, serve, type BackendApp } from '../platform/http';
import { createNotifyRequest } from './service';

export function leadRoutes(app: BackendApp, { db }: BackendDeps) {
  serve(app, leads.notifyMe, async (input) => {
    const request = await createNotifyRequest(db, input);
    return reply(request.created ? 201 : 200, { data: request });
  });
}
