import { openDatabase, migrateDatabase, type Database } from './platform/db/client';
import { seedDatabase } from './platform/db/seed';
import { seedDemoPeople } from './platform/db/seed/people';
import { loadCodeKey } from './platform/secrets';
import { outboxJobs, outboxKicker } from './notifications/delivery';
import { createProviders, createSurveyProvider, type ProviderSettings } from './platform/providers';
import { surveyKeyFrom } from './platform/providers/survey/survey-token';
import type { AnalyticsSettings, AppEnv, BackendDeps, BookingSettings, Providers, ReminderSettings } from './platform/deps';
import { createManualJobs, startJobRunner, type Jobs } from './platform/jobs';
import { createSandboxPayments, loadSandboxSecrets } from './sandbox-gateway/gateway';
import type { PaymentProvider } from './platform/providers/payments';
import { backendJobs } from './jobs';
import { billCapturedBy } from './workshop/bill-payment-service';
import { forgetCustomerWith } from './appointments';
import { DEFAULT_SLOT_RULES } from '@/lib/slots';
import { findModelByNames } from './vehicles/repository';
import { createBackend, type Backend } from './app';
import {
  cachedSessionCustomers,
  cachedWriteKeys,
  createCollector,
  customerOfSession,
  ensureEventPartitions,
  ensureWriteKeys,
  type Collector,
} from './analytics';
import type { Logger } from '@/runtime/logger';
import { createRateLimits, type RateLimits } from '@/runtime/rate-limit';

export interface BootOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  seed: boolean;
  logger: Logger;
  appEnv: AppEnv;
  internalSecret?: string;
  providers?: ProviderSettings;
  statementTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** PGlite only: start from this dumped data directory (tests: a migrated, seeded copy made once). */
  pgliteImage?: Blob;
  /** Shared limits; without them this backend keeps its own in memory. */
  limits?: RateLimits;
  /** SIGN_IN_CODE_KEY; without it a key kept in the database. */
  codeKey?: string;
  /** SUPPORT_PHONE, named in messages. */
  supportPhone?: string;
  /** Run the background and scheduled jobs here (pg-boss); without it they are kept for the caller to run (tests). */
  runJobs?: boolean;
  /** The time; tests move it. */
  clock?: () => Date;
  booking?: Partial<BookingSettings>;
  /** SITE_ORIGIN, read when needed. */
  siteOrigin?: () => string;
  /** A payment provider other than the sandbox gateway (Razorpay, when its keys are set). */
  payments?: PaymentProvider;
  analytics?: Partial<AnalyticsSettings>;
  reminders?: Partial<ReminderSettings>;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { daysBefore: 7 };

export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = { writeKey: 'service-centre-web', retentionMonths: 25 };

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = { ...DEFAULT_SLOT_RULES, holdMinutes: 15 };

export interface RunningBackend {
  backend: Backend;
  database: Database;
  deps: BackendDeps;
  jobs: Jobs;
  /** The analytics collector, answered by the server before Astro. */
  collector: Collector;
  /** Stops the job runner (the outbox's rounds with it), then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, applies migrations and the demo seed, and builds the backend. */
export async function bootBackend(options: BootOptions): Promise<RunningBackend> {
  const database = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.dataDir,
    poolMax: options.poolMax,
    statementTimeoutMs: options.statementTimeoutMs,
    image: options.pgliteImage,
  });
  try {
    await database.exclusively(async (db) => {
      await migrateDatabase(database, db);
      if (options.seed) {
        const outcome = await seedDatabase(db);
        await seedDemoPeople(db);
        options.logger.info('demo data', { outcome });
      }
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const db = database.db;
  const clock = options.clock ?? (() => new Date());
  const analytics = { ...DEFAULT_ANALYTICS_SETTINGS, ...options.analytics };
  try {
    await ensureWriteKeys(db, analytics.writeKey, options.appEnv);
    await ensureEventPartitions(db, clock());
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const base = createProviders(db, { dataDir: options.dataDir, ...options.providers }, async (make, model) => {
    const row = await findModelByNames(db, make, model);
    return row
      ? { make: row.make.name, make_slug: row.make.slug, model: row.model.name, model_id: row.model.id, body_type: row.model.bodyType }
      : null;
  });
  const limits = options.limits ?? createRateLimits({ redisKeyPrefix: 'sc', factor: 1, logger: options.logger });
  const codeKey = await loadCodeKey(db, options.codeKey);
  if (base.sms.embedded) {
    options.logger.info(
      'SMS are not sent: the embedded provider keeps them in the outbox (set MSG91_AUTH_KEY to send); read them at /service-centre/dev/outbox',
    );
  }
  if (base.whatsapp.embedded)
    options.logger.info('WhatsApp reminders are not sent: they stay in the outbox (set WHATSAPP_ACCESS_TOKEN to use the Cloud API)');
  if (base.storage.embedded)
    options.logger.info('estimate photos are kept on this machine, under DATA_DIR/objects (set S3_BUCKET to use an S3-compatible store)');
  if (base.vehicleImages.embedded)
    options.logger.info('cars are pictured by the outline of their body type (set VEHICLE_IMAGE_URL to use a vehicle image service)');
  if (base.maps === base.placeDirectory)
    options.logger.info("address search answers from India Post's pincode directory, offline (set GOOGLE_MAPS_API_KEY to use Google Maps)");
  const jobs = options.runJobs ? await startJobRunner(database, options.logger) : createManualJobs();
  const outbox = outboxKicker(jobs, options.logger);
  const siteOrigin = options.siteOrigin ?? (() => process.env.SITE_ORIGIN ?? 'http://localhost:4321');
  const sandbox = options.payments
    ? undefined
    : { db, jobs, secrets: await loadSandboxSecrets(db), siteOrigin, clock, logger: options.logger };
  const payments = options.payments ?? createSandboxPayments(sandbox!);
  if (payments.embedded)
    options.logger.info(
      'payments are simulated: the sandbox gateway takes booking fees (set RAZORPAY_KEY_ID to use Razorpay); no money moves',
    );
  const surveyKey = surveyKeyFrom(codeKey);
  const survey = createSurveyProvider(options.providers ?? {}, { key: surveyKey, siteOrigin });
  if (survey.name === 'embedded')
    options.logger.info("the satisfaction survey is the product's own page (set TYPEFORM_FORM_URL to use a Typeform form)");
  const providers: Providers = { ...base, payments, survey };
  const deps: BackendDeps = {
    database,
    db,
    logger: options.logger,
    appEnv: options.appEnv,
    providers,
    limits,
    outbox,
    codeKey,
    surveyKey,
    supportPhone: options.supportPhone ?? '1800 266 0101',
    jobs,
    clock,
    booking: { ...DEFAULT_BOOKING_SETTINGS, ...options.booking },
    analytics,
    reminders: { ...DEFAULT_REMINDER_SETTINGS, ...options.reminders },
    siteOrigin,
    sandbox,
    billCaptured: billCapturedBy({ jobs, logger: options.logger }),
    forgetCustomer: forgetCustomerWith({ jobs }),
  };
  try {
    await jobs.register([
      ...backendJobs(deps),
      ...outboxJobs(db, { sms: providers.sms, whatsapp: providers.whatsapp }, options.logger, jobs, siteOrigin),
    ]);
  } catch (error) {
    await jobs.stop().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  return {
    backend: createBackend(deps, { internalSecret: options.internalSecret, requestTimeoutMs: options.requestTimeoutMs }),
    database,
    deps,
    jobs,
    collector: createCollector({
      db,
      limits,
      clock,
      logger: options.logger,
      keys: cachedWriteKeys(db, options.appEnv),
      sessions: cachedSessionCustomers(customerOfSession(db)),
    }),
    async close() {
      await jobs.stop().catch(() => {});
      await database.close();
    },
  };
}
