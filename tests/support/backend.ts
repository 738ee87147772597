import { bootBackend, type RunningBackend } from '@/backend/boot';
import type { ProviderSettings } from '@/backend/platform/providers';
import type { BookingSettings } from '@/backend/platform/deps';
import type { PaymentProvider } from '@/backend/platform/providers/payments';
import type { ManualJobs } from '@/backend/platform/jobs';
import type { RateLimits } from '@/runtime/rate-limit';
import { createLogger } from '@/runtime/logger';
import { ANONYMOUS, type Actor } from '@/contracts/actor';
import { createTestDatabase } from './databases';
import { seededPgliteImage } from './pglite-image';

export interface TestBackend extends RunningBackend {
  /** Calls the backend in-process like the proxy does (as the anonymous visitor unless told). */
  call(path: string, init?: RequestInit, actor?: Actor): Promise<Response>;
  stop(): Promise<void>;
  databaseUrl?: string;
  /** The jobs sent while the backend runs without the job runner, for the test to run. */
  manualJobs: ManualJobs;
}

/** A migrated, seeded backend on its own fresh database (PGlite in memory or a new PostgreSQL database). */
export interface TestBackendOptions {
  seed?: boolean;
  internalSecret?: string;
  limits?: RateLimits;
  providers?: ProviderSettings;
  /** The backend's time (a fixed or movable clock); the real time unless given. */
  clock?: () => Date;
  booking?: Partial<BookingSettings>;
  payments?: PaymentProvider;
  /** Run jobs on pg-boss (for the job runner's own tests); otherwise they wait in `manualJobs` for the test to run. */
  runJobs?: boolean;
  /**
   * Without the runner, the reactions to appointment events a call published run as soon as it is
   * answered, as the runner's prompt workers run them right after the change commits (true unless
   * told; false leaves them waiting in `manualJobs`, for a test of the moment in between).
   */
  reactAfterCalls?: boolean;
}

export async function startTestBackend(kind: 'pglite' | 'postgres', options: TestBackendOptions = {}): Promise<TestBackend> {
  const seed = options.seed ?? true;
  const pg = kind === 'postgres' ? await createTestDatabase('sc_test', { seeded: seed }) : undefined;
  const running = await bootBackend({
    databaseUrl: pg?.url,
    dataDir: 'memory://',
    seed,
    poolMax: 5,
    pgliteImage: kind === 'pglite' && seed ? await seededPgliteImage() : undefined,
    logger: createLogger((process.env.TEST_LOG_LEVEL ?? 'silent') as never),
    appEnv: 'test',
    internalSecret: options.internalSecret,
    limits: options.limits,
    providers: options.providers,
    clock: options.clock,
    booking: options.booking,
    payments: options.payments,
    runJobs: options.runJobs,
  });
  return {
    ...running,
    databaseUrl: pg?.url,
    manualJobs: running.jobs as ManualJobs,
    async call(path, init, actor = ANONYMOUS) {
      const response = await running.backend.handle(new Request(`http://backend.internal${path}`, init), actor);
      if (!options.runJobs && (options.reactAfterCalls ?? true)) await (running.jobs as ManualJobs).runReactions();
      return response;
    },
    async stop() {
      await running.close().catch(() => {});
      await pg?.drop();
    },
  };
}
