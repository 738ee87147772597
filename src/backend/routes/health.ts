import { Hono } from 'hono';
import type { BackendDeps } from '../context';
import { checkHealth } from '../services/health';

export function healthRoutes(deps: BackendDeps) {
  return new Hono().get('/health', async (c) => {
    const health = await checkHealth(deps);
    c.header('cache-control', 'no-store');
    return c.json(health, health.status === 'ok' ? 200 : 503);
  });
}
