import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { registerInProcessBackend } from '@/proxy/upstream';
import { createLogger } from '@/runtime/logger';
import { createAppServer } from '../../server/app-server';
import { startTestBackend, type TestBackend } from './backend';
import { ROOT, requireBuild } from './server-process';

export interface InProcessApp {
  base: string;
  backend: TestBackend;
  stop(): Promise<void>;
}

/** The built product served in this process (real Astro handler, response cache, backend) on a fresh database. */
export async function startInProcessApp(kind: 'pglite' | 'postgres'): Promise<InProcessApp> {
  requireBuild();
  const backend = await startTestBackend(kind);
  registerInProcessBackend(backend.backend);
  const { handler } = await import(pathToFileURL(`${ROOT}dist/server/entry.mjs`).href);
  const { server } = createAppServer({
    logger: createLogger('silent'),
    astroHandler: handler,
    clientDir: `${ROOT}dist/client`,
    backend: backend.backend,
    collector: backend.collector,
    responseCacheBytes: 8 << 20,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    backend,
    async stop() {
      server.closeAllConnections();
      server.close();
      registerInProcessBackend(undefined);
      await backend.stop();
    },
  };
}
