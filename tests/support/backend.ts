import { bootBackend, type RunningBackend } from '@/backend/boot';
import type { ProviderSettings } from '@/backend/platform/providers';
import type { RateLimits } from '@/runtime/rate-limit';
import { createLogger } from '@/runtime/logger';
import { ANONYMOUS, type Actor } from '@/contracts/actor';
import { createTestDatabase } from './databases';

export interface TestBackend extends RunningBackend {
  /** Calls the backend in-process like the proxy does (as the anonymous visitor unless told). */
  call(path: string, init?: RequestInit, actor?: Actor): Promise<Response>;
  stop(): Promise<void>;
  databaseUrl?: string;
}

/** A migrated, seeded backend on its own fresh database (PGlite in memory or a new PostgreSQL database). */
export async function startTestBackend(kind: 'pglite' | 'postgres', options: { seed?: boolean; internalSecret?: string; limits?: RateLimits; providers?: ProviderSettings; outboxIntervalMs?: number } = {}): Promise<TestBackend> {
  const pg = kind === 'postgres' ? await createTestDatabase() : undefined;
  const running = await bootBackend({
    databaseUrl: pg?.url, dataDir: 'memory://', seed: options.seed ?? true, poolMax: 5,
    logger: createLogger('silent'), appEnv: 'test', internalSecret: options.internalSecret,
    limits: options.limits, providers: options.providers, outboxIntervalMs: options.outboxIntervalMs,
  });
  return {
    ...running,
    databaseUrl: pg?.url,
    call: (path, init, actor = ANONYMOUS) => running.backend.handle(new Request(`http://backend.internal${path}`, init), actor),
    async stop() {
      await running.close().catch(() => {});
      await pg?.drop();
    },
  };
}
