import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import './check-env';
import { env } from '@/config/env';
import { MODE_RULES } from '@/config/run-mode';
import { createLogger } from '@/runtime/logger';
import { bootBackend, type RunningBackend } from '@/backend/boot';
import { DataDirLockedError, holdDataDirForProcess } from '@/backend/platform/db/data-dir-lock';
import { registerInProcessBackend } from '@/proxy/upstream';
import { createAppServer } from './app-server';
import { drainOf, type Drain } from './drain';
import { releaseMemoryWhenQuiet } from './memory-release';
import { allocatorInUse } from './allocator-in-use';
import { createRateLimits, ipRateLimitKey, ipRulesFor } from '@/runtime/rate-limit';
import { admitGatewayCall, countGatewayAnswer, isGatewayEndpoint } from '@/runtime/gateway-limits';
import { INTERNAL_HEADERS } from '@/runtime/internal-headers';
import { projectRoot } from '@/runtime/project-root';
import { Template } from '@/contracts/vocabulary';
import { createRazorpayPayments } from '@/backend/platform/providers/payments/razorpay';
import { fileClock } from '@/runtime/file-clock';
import { whatsappSettingsOf } from '@/backend/platform/providers/whatsapp/cloud-api';
import { answerWrite, laneEndpoint } from '@/proxy/write-lane';

const root = projectRoot() + path.sep;

/** The API path under /service-centre/api/ of a request's address ('payments/webhook'), without the query. */
function apiEndpointOf(url: string | undefined): string {
  const endpoint = (url ?? '').split('?', 1)[0]!.slice('/service-centre/api/'.length);
  try {
    return decodeURIComponent(endpoint);
  } catch {
    return endpoint; /* a malformed path counts as itself */
  }
}
const started = performance.now();

const settings = env();
const logger = createLogger(settings.LOG_LEVEL, { service: 'service-centre' });
process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', { error: reason }));

const entry = `${root}dist/server/entry.mjs`;
if (!existsSync(entry)) {
  logger.error('no build found: run `npm run build` (npm start builds automatically)', { entry });
  process.exit(1);
}

// Limits are shared through Redis, else PostgreSQL, else kept in this process (PGlite: one process).
const limits = createRateLimits({
  redisUrl: settings.REDIS_URL,
  redisKeyPrefix: settings.REDIS_KEY_PREFIX,
  databaseUrl: settings.DATABASE_URL,
  factor: settings.RATE_LIMIT_FACTOR,
  logger,
});
if (!(await limits.ready()))
  logger.warn('rate-limit store does not answer: requests pass uncounted until it does', { store: limits.store });

/** Per address, the count of its last refused gateway call, while it is being written. */
const refusalsCounting = new Map<string, Promise<void>>();

let running: RunningBackend | undefined;
if (settings.SERVE_BACKEND) {
  // One process per PGlite folder: a second one would corrupt it.
  try {
    holdDataDirForProcess({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    logger.error(error.message, { dataDir: error.dataDir, holder: error.holder });
    process.exit(1);
  }
  running = await bootBackend({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
    poolMax: settings.DATABASE_POOL_MAX,
    seed: settings.SEED_DEMO_DATA,
    logger,
    appEnv: settings.APP_ENV,
    internalSecret: settings.INTERNAL_API_SECRET,
    statementTimeoutMs: settings.DATABASE_STATEMENT_TIMEOUT_MS,
    requestTimeoutMs: settings.REQUEST_TIMEOUT_MS,
    limits,
    providers: {
      vehicleRegistryUrl: settings.VEHICLE_REGISTRY_URL,
      vehicleRegistryToken: settings.VEHICLE_REGISTRY_TOKEN,
      vehicleImageUrl: settings.VEHICLE_IMAGE_URL,
      vehicleImageToken: settings.VEHICLE_IMAGE_TOKEN,
      msg91AuthKey: settings.MSG91_AUTH_KEY,
      msg91SignInTemplateId: settings.MSG91_SIGN_IN_TEMPLATE_ID,
      msg91PhoneChangedTemplateId: settings.MSG91_PHONE_CHANGED_TEMPLATE_ID,
      msg91BaseUrl: settings.MSG91_BASE_URL,
      googleMapsApiKey: settings.GOOGLE_MAPS_API_KEY,
      googleMapsBaseUrl: settings.GOOGLE_MAPS_BASE_URL,
      typeformFormUrl: settings.TYPEFORM_FORM_URL,
      whatsapp: whatsappSettingsOf(settings),
      s3: settings.S3_BUCKET
        ? {
            bucket: settings.S3_BUCKET,
            accessKeyId: settings.S3_ACCESS_KEY_ID!,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY!,
            region: settings.S3_REGION,
            endpoint: settings.S3_ENDPOINT,
          }
        : undefined,
      msg91BookingTemplateIds: {
        [Template.BOOKING_CONFIRMED]: settings.MSG91_BOOKING_CONFIRMED_TEMPLATE_ID,
        [Template.BOOKING_RESCHEDULED]: settings.MSG91_BOOKING_RESCHEDULED_TEMPLATE_ID,
        [Template.BOOKING_CANCELLED]: settings.MSG91_BOOKING_CANCELLED_TEMPLATE_ID,
        [Template.CALLBACK_REQUESTED]: settings.MSG91_CALLBACK_TEMPLATE_ID,
        [Template.SERVICE_REMINDER]: settings.MSG91_SERVICE_REMINDER_TEMPLATE_ID,
        [Template.SERVICE_DUE]: settings.MSG91_SERVICE_DUE_TEMPLATE_ID,
      },
    },
    runJobs: true,
    payments: settings.RAZORPAY_KEY_ID
      ? createRazorpayPayments({
          keyId: settings.RAZORPAY_KEY_ID,
          keySecret: settings.RAZORPAY_KEY_SECRET!,
          webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET!,
          baseUrl: settings.RAZORPAY_BASE_URL,
        })
      : undefined,
    booking: {
      holdMinutes: settings.SLOT_HOLD_MINUTES,
      cutoffMinutes: settings.SLOT_CUTOFF_MINUTES,
      pickupCutoffMinutes: settings.PICKUP_CUTOFF_MINUTES,
    },
    // Read at use: with PORT=0 the origin is settled only after listening (below).
    siteOrigin: () => process.env.SITE_ORIGIN ?? settings.SITE_ORIGIN,
    codeKey: settings.SIGN_IN_CODE_KEY,
    supportPhone: settings.SUPPORT_PHONE,
    clock: settings.TEST_CLOCK_FILE ? fileClock(settings.TEST_CLOCK_FILE) : undefined,
    analytics: { writeKey: settings.ANALYTICS_WRITE_KEY, retentionMonths: settings.ANALYTICS_RETENTION_MONTHS },
    reminders: { daysBefore: settings.SERVICE_REMINDER_DAYS_BEFORE },
  });
  if (!settings.UPSTREAM_URL) registerInProcessBackend(running.backend);
}

const { handler } = (await import(pathToFileURL(entry).href)) as { handler: Parameters<typeof createAppServer>[0]['astroHandler'] };
const { server } = createAppServer({
  logger,
  astroHandler: handler,
  clientDir: `${root}dist/client`,
  backend: running?.backend,
  collector: running?.collector,
  serveBackendOnNetwork: Boolean(settings.INTERNAL_API_SECRET),
  production: !MODE_RULES[settings.APP_ENV].devPages,
  trustedProxies: settings.TRUSTED_PROXIES,
  limiter: (req, ip) => {
    const endpoint = apiEndpointOf(req.url);
    if (!isGatewayEndpoint(endpoint)) return limits.consumeAll(ipRulesFor(req.method ?? 'GET', endpoint), ipRateLimitKey(ip));
    // The gateway's calls: a refused one counts against its address once answered; a webhook per event id.
    const eventId = req.headers['x-razorpay-event-id'];
    const key = ipRateLimitKey(ip);
    // A refusal still being counted for this address is counted first, so the next call sees it.
    return (refusalsCounting.get(key) ?? Promise.resolve()).then(() =>
      admitGatewayCall(limits, key, typeof eventId === 'string' && eventId ? eventId : undefined),
    );
  },
  responseCacheBytes: settings.RESPONSE_CACHE_MB * 1024 * 1024,
  stopping: () => drain.stopping(),
  writes: { endpointOf: laneEndpoint, answer: answerWrite },
});
const drain: Drain = drainOf(server);

// Once a busy spell is over, V8's spare memory goes back to the system (decision 062).
if (settings.MEMORY_RELEASE_QUIET_SECONDS > 0) {
  const windowSeconds = Math.min(5, settings.MEMORY_RELEASE_QUIET_SECONDS);
  const quietWindows = Math.ceil(settings.MEMORY_RELEASE_QUIET_SECONDS / windowSeconds);
  releaseMemoryWhenQuiet(server, {
    windowMs: windowSeconds * 1000,
    quietWindows,
    // Up to 50 requests a second is a calm process (a few per cent of a core): a collection of some
    // 50 ms then holds up two or three requests, while under a steady load V8 would go on growing.
    quietRequests: 50 * windowSeconds,
    growthBytes: 32 * 1_048_576,
    // At most one release a minute (by default): under a light steady load that holds up about one
    // request in a thousand, below the p99.
    windowsBetween: 6 * quietWindows,
    // Sooner once the heap has grown 128 MB, 15 s at the earliest: under the soak's steady 37
    // requests a second a process otherwise climbed from 180 MB to 340–490 MB between releases.
    largeGrowthBytes: 128 * 1_048_576,
    windowsBetweenWhenGrown: Math.min(6 * quietWindows, Math.ceil(15 / windowSeconds)),
    onRelease: (released) => logger.info('memory given back after a busy spell', { ...released }),
  });
}

// A refused payment callback or webhook counts against the address that sent it (src/runtime/gateway-limits.ts).
server.on('request', (req, res) => {
  if (!req.url?.startsWith('/service-centre/api/') || !isGatewayEndpoint(apiEndpointOf(req.url))) return;
  // Counted as the answer is ended ('prefinish', in the same turn as its last bytes are written), not
  // when they are flushed ('finish'): on a busy machine the client's next call could be read between
  // the two and pass the limit unseen. Whichever comes first counts, once.
  let seen = false;
  const count = () => {
    if (seen) return;
    seen = true;
    const ip = req.headers[INTERNAL_HEADERS.clientIp];
    if (typeof ip !== 'string') return;
    const key = ipRateLimitKey(ip);
    const counted = (refusalsCounting.get(key) ?? Promise.resolve()).then(() => countGatewayAnswer(limits, key, res.statusCode));
    refusalsCounting.set(key, counted);
    void counted.finally(() => {
      if (refusalsCounting.get(key) === counted) refusalsCounting.delete(key);
    });
  };
  res.once('prefinish', count);
  res.once('finish', count);
});

server.once('error', (error: NodeJS.ErrnoException) => {
  logger.error(error.code === 'EADDRINUSE' ? `port ${settings.PORT} is already in use: set PORT to a free port` : 'server failed', {
    error,
  });
  process.exit(1);
});
server.listen(settings.PORT, settings.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  // Canonical links and the sitemap name the port actually listened on (PORT=0 picks one now);
  // pages read their settings on first use, after this.
  if (!process.env.SITE_ORIGIN) process.env.SITE_ORIGIN = `http://localhost:${port}`;
  logger.info('listening', {
    mode: settings.APP_ENV,
    url: `http://${settings.HOST === '0.0.0.0' ? 'localhost' : settings.HOST}:${port}/service-centre/`,
    port,
    database: running?.database.kind ?? 'remote',
    upstream: settings.UPSTREAM_URL ?? 'in-process',
    allocator: allocatorInUse(),
    startupMs: Math.round(performance.now() - started),
  });
});

let stopping = false;
/**
 * SIGTERM (a supervisor's or balancer's stop): say not ready and keep answering for DRAIN_SECONDS
 * while the balancer takes this process out, then refuse new connections, answer every request in
 * flight, and close the backend (decision 068). SIGINT (Ctrl-C at a terminal) skips the drain but
 * still answers what is in flight.
 */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('stopping', { signal, drainSeconds: signal === 'SIGTERM' ? settings.DRAIN_SECONDS : 0 });
  const unanswered = await drain.stop({
    drainMs: signal === 'SIGTERM' ? settings.DRAIN_SECONDS * 1000 : 0,
    inFlightMs: settings.REQUEST_TIMEOUT_MS + 2000,
  });
  if (unanswered > 0) logger.warn('stopped with requests unanswered', { unanswered });
  await running?.close().catch(() => {});
  await limits.close().catch(() => {});
  logger.info('stopped', { signal });
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
