import { system } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { reply, serve, type BackendApp } from '../platform/http';
import { checkHealth } from './service';

export function healthRoutes(app: BackendApp, { database }: BackendDeps) {
  serve(app, system.health, async () => {
    const health = await checkHealth(database);
    return reply(health.status === 'ok' ? 200 : 503, health);
  });
}
