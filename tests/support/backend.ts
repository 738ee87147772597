import { bootBackend, type RunningBackend } from '@/backend/boot';
import { createLogger } from '@/platform/logger';
import { createTestDatabase } from './databases';

export interface TestBackend extends RunningBackend {
  /** Calls the backend in-process like the proxy does. */
  call(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
  databaseUrl?: string;
}

/** A migrated, seeded backend on its own fresh database (PGlite in memory or a new PostgreSQL database). */
export async function startTestBackend(kind: 'pglite' | 'postgres', options: { seed?: boolean } = {}): Promise<TestBackend> {
  const pg = kind === 'postgres' ? await createTestDatabase() : undefined;
  const running = await bootBackend({
    databaseUrl: pg?.url, dataDir: 'memory://', seed: options.seed ?? true, poolMax: 5,
    logger: createLogger('silent'), appEnv: 'test', defaultWorkshopCode: 'SC-TEST',
  });
  return {
    ...running,
    databaseUrl: pg?.url,
    call: (path, init) => running.backend.fetch(new Request(`http://backend.internal${path}`, init)),
    async stop() {
      await running.database.close().catch(() => {});
      await pg?.drop();
    },
  };
}
