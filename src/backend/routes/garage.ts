import { Hono } from 'hono';
import type { BackendDeps } from '../context';
import { listServiceTypes } from '../services/catalogue';
import { createNotifyRequest } from '../services/leads';
import { readJsonBody } from '@/lib/read-json-body';

export function garageRoutes(deps: BackendDeps) {
  return new Hono()
    .get('/service-types', async (c) => c.json({ data: await listServiceTypes(deps) }))
    .post('/notify-requests', async (c) => {
      const result = await createNotifyRequest(deps, await readJsonBody(c.req.raw));
      return c.json({ data: result }, result.created ? 201 : 200);
    });
}
