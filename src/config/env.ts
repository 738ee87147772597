import { z } from 'zod';
import { MODE_RULES, runModeOf, type RunMode } from './run-mode';

/** A whole number written in plain digits ('0x10', '1e3', ' 8 ' and '80.5' are refused, not coerced). */
const whole = (min: number, max: number) => {
  const rule = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^-?\d{1,15}$/, rule)
    .transform(Number)
    .pipe(z.number().min(min, rule).max(max, rule));
};
/** A number written as decimal digits, such as '0.25'. */
const decimal = (min: number, max: number) => {
  const rule = `must be a number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^-?\d{1,15}(\.\d{1,15})?$/, rule)
    .transform(Number)
    .pipe(z.number().min(min, rule).max(max, rule));
};

/** Every setting of the product, read once from the environment at start-up. */
export const EnvSchema = z
  .object({
    /** The mode (src/config/run-mode.ts): production, staging, demo, development or test; unset, production with NODE_ENV=production, else demo. */
    APP_ENV: z.string().trim().optional(),
    NODE_ENV: z.string().trim().optional(),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: whole(0, 65535).default(4321),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_POOL_MAX: whole(1, 200).default(10),
    UPSTREAM_URL: z.url({ protocol: /^https?$/ }).optional(),
    INTERNAL_API_SECRET: z.string().min(16).optional(),
    SERVE_BACKEND: z.stringbool().default(true),
    SEED_DEMO_DATA: z.stringbool().default(true),
    RESPONSE_CACHE_MB: whole(0, 4096).default(32),
    GARAGE_CACHE_SECONDS: whole(0, 86_400).default(600),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    SENTRY_DSN: z.url().optional(),
    SENTRY_TRACES_SAMPLE_RATE: decimal(0, 1).default(0),
    PUBLIC_SENTRY_DSN: z.url().optional(),
    MAIN_SITE_ORIGIN: z.url().default('https://www.example.in'),
    /** The product's public origin; unset, the port it listens on at localhost (server/main.ts settles PORT=0 after listening). */
    SITE_ORIGIN: z.url().optional(),
    DEFAULT_WORKSHOP_CODE: z.string().min(1).default('SC-BRAND-001'),
    VEHICLE_REGISTRY_URL: z.url({ protocol: /^https?$/ }).optional(),
    VEHICLE_REGISTRY_TOKEN: z.string().min(1).optional(),
    /** A vehicle image service (its photos of models show on the car cards); unset, each car shows the outline of its body type. */
    VEHICLE_IMAGE_URL: z.url({ protocol: /^https?$/ }).optional(),
    VEHICLE_IMAGE_TOKEN: z.string().min(1).optional(),
    SUPPORT_PHONE: z.string().min(6).default('1800 266 0101'),
    /** Proxies whose X-Forwarded-For/-Proto/-Host are believed: comma-separated IPs or CIDRs ('loopback' = 127.0.0.0/8 and ::1). */
    TRUSTED_PROXIES: z.string().trim().default('loopback'),
    /** Who may frame the pages (CSP frame-ancestors): 'none', 'self' or space-separated origins. */
    FRAME_ANCESTORS: z.string().trim().min(1).default("'none'"),
    /** Redis for limits shared by several processes; without it limits live in PostgreSQL (DATABASE_URL) or this process. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Prefix of the Redis keys this product writes (tests give each run its own). */
    REDIS_KEY_PREFIX: z.string().trim().min(1).max(40).default('sc'),
    /** Multiplies every rate limit (the fuzz run raises it so requests reach the handlers); 0 turns limits off. */
    RATE_LIMIT_FACTOR: decimal(0, 10_000).default(1),
    /** Longest a database statement may run before the request answers 503. */
    DATABASE_STATEMENT_TIMEOUT_MS: whole(100, 600_000).default(5000),
    /** Longest a request may wait for a database connection (or run in all) before it answers 503. */
    REQUEST_TIMEOUT_MS: whole(100, 600_000).default(8000),
    /** After SIGTERM, how long connections already open stay served while a load balancer takes the process out (server/drain.ts). */
    DRAIN_SECONDS: whole(0, 300).default(5),
    /** After a busy spell, seconds of quiet (a few requests at most) before the process gives V8's spare memory back (server/memory-release.ts); 0 never. */
    MEMORY_RELEASE_QUIET_SECONDS: whole(0, 3600).default(10),
    /** The C memory allocator (scripts/allocator.mjs, read by scripts/start.mjs): jemalloc when installed (auto), jemalloc or refuse to start, or the C library's own. */
    MEMORY_ALLOCATOR: z.enum(['auto', 'jemalloc', 'system'], { error: "must be one of 'auto', 'jemalloc', 'system'" }).default('auto'),
    /** MSG91's auth key: SMS (sign-in codes, later booking messages) are sent through MSG91's flow API. Unset, they stay in the outbox. */
    MSG91_AUTH_KEY: z.string().trim().min(8).optional(),
    /** The MSG91 template id of the sign-in code SMS (a DLT-approved template with the variable ##code##). */
    MSG91_SIGN_IN_TEMPLATE_ID: z.string().trim().min(1).optional(),
    /** The MSG91 template id of the notice to the old number when an account's number changes. */
    MSG91_PHONE_CHANGED_TEMPLATE_ID: z.string().trim().min(1).optional(),
    /** MSG91's address (tests point it at a local stub). */
    MSG91_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://control.msg91.com'),
    /** The MSG91 templates of the booking messages (confirmed, moved, cancelled) and of a call back asked for; without one, that message is recorded in the outbox as failed. */
    MSG91_BOOKING_CONFIRMED_TEMPLATE_ID: z.string().trim().min(1).optional(),
    MSG91_BOOKING_RESCHEDULED_TEMPLATE_ID: z.string().trim().min(1).optional(),
    MSG91_BOOKING_CANCELLED_TEMPLATE_ID: z.string().trim().min(1).optional(),
    MSG91_CALLBACK_TEMPLATE_ID: z.string().trim().min(1).optional(),
    /** The MSG91 templates of the service reminders by SMS (days before the due day, and on it): ##vehicle##, ##date##, ##garage##, ##link##. */
    MSG91_SERVICE_REMINDER_TEMPLATE_ID: z.string().trim().min(1).optional(),
    MSG91_SERVICE_DUE_TEMPLATE_ID: z.string().trim().min(1).optional(),
    /** Razorpay takes booking fees when its key id is set (with the key secret and the webhook secret); the sandbox gateway otherwise. */
    RAZORPAY_KEY_ID: z
      .string()
      .trim()
      .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_test_… or rzp_live_…)')
      .optional(),
    RAZORPAY_KEY_SECRET: z.string().trim().min(8).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(8).optional(),
    RAZORPAY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
    /** Google Maps Platform key (Places API (New) and Geocoding API): address search through Google. Unset, India Post's directory answers offline. */
    GOOGLE_MAPS_API_KEY: z.string().trim().min(20, 'must be at least 20 characters').optional(),
    /** One address for Google's Places and Geocoding APIs (tests point it at a local stand-in); Google's own hosts unless set. */
    GOOGLE_MAPS_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    // The browser analytics SDK (decision 053): where it sends events, with which key, and what it reports.
    /** The analytics collector's origin; unset, this product's own origin (the embedded collector). */
    ANALYTICS_HOST: z
      .url({ protocol: /^https?$/ })
      .transform((u) => new URL(u).origin)
      .default(''),
    /** The path events are POSTed to on ANALYTICS_HOST (SPEC-NOTES: the collector's address). */
    ANALYTICS_PATH: z
      .string()
      .trim()
      .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
      .default('/service-centre/external/api/v2/send'),
    /** Where the SDK reads its data-layer names (`dataLayerEvents`); a path here or an https address. */
    DATA_LAYER_EVENTS_URL: z
      .string()
      .trim()
      .regex(/^(\/[^\s]*|https:\/\/\S+)$/, 'must be a path starting with / or an https address')
      .default('/service-centre/analytics/data-layer-events.json'),
    /** A Google Tag Manager container: its script loads on every page when set. */
    GTM_CONTAINER_ID: z
      .string()
      .trim()
      .regex(/^GTM-[A-Z0-9]+$/, 'must be a container id like GTM-ABC123')
      .optional(),
    /** Share of page loads that report their Web Vitals (0 to 1). */
    ANALYTICS_VITALS_SAMPLE: decimal(0, 1).default(0.25),
    /** An S3-compatible bucket for estimate photos (AWS S3, R2, MinIO), with its keys; unset, photos are kept under DATA_DIR/objects. */
    S3_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lowercase letters, digits, dots, hyphens)')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /** ap-south-1 (Mumbai) unless set; 'auto' for Cloudflare R2. */
    S3_REGION: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as ap-south-1')
      .default('ap-south-1'),
    /** The store's address for R2, MinIO or another S3-compatible service; AWS's regional address unless set. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** A Typeform form's share link: the satisfaction survey after delivery is that form (order_id and garage as hidden fields). Unset, the product's own page. */
    TYPEFORM_FORM_URL: z
      .string()
      .trim()
      .regex(/^https:\/\/[a-z0-9.-]+\/to\/[A-Za-z0-9]+$/, 'must be a Typeform share link like https://form.typeform.com/to/abc123')
      .optional(),
    /** Service reminders (docs/decisions/057): the first goes this many days before the due day, the second on it. */
    SERVICE_REMINDER_DAYS_BEFORE: whole(1, 60).default(7),
    /** WhatsApp's Cloud API: its access token selects it for reminders to customers who opted in (with the phone number id). Unset, WhatsApp messages stay in the outbox. */
    WHATSAPP_ACCESS_TOKEN: z.string().trim().min(16).optional(),
    /** The sending number's id in the WhatsApp Business account. */
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, 'must be the phone number id (digits) from the WhatsApp Business account')
      .optional(),
    /** The Graph API's address and version (tests point it at a local stub). */
    WHATSAPP_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
    /** The approved utility templates' names and language: days before the due day, and on it. */
    WHATSAPP_REMINDER_TEMPLATE: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower-case letters, digits, _)')
      .default('service_reminder'),
    WHATSAPP_DUE_TEMPLATE: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower-case letters, digits, _)')
      .default('service_due'),
    WHATSAPP_TEMPLATE_LANGUAGE: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a language code such as en or en_US')
      .default('en'),
    /** How long a chosen slot is held while the booking fee is paid. */
    SLOT_HOLD_MINUTES: whole(1, 120).default(15),
    /** A slot stops taking bookings this many minutes before it starts (same-day bookings). */
    SLOT_CUTOFF_MINUTES: whole(0, 1440).default(60),
    /** A pick-up slot stops taking bookings this many minutes before it starts (a driver must be sent). */
    PICKUP_CUTOFF_MINUTES: whole(0, 2880).default(120),
    /** The key of the sign-in codes' keyed hash; unset, a random key kept in the database. */
    SIGN_IN_CODE_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The `x-write-key` the SDK sends (spec §7) and the site's key in the embedded collector: a public
     * identifier sent by every page, no secret (made sure of on start; `npm run analytics-keys` revokes).
     */
    ANALYTICS_WRITE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8 to 128 letters, digits, dashes or underscores')
      .default('service-centre-web'),
    /** Months of analytics events kept; older months are dropped whole. */
    ANALYTICS_RETENTION_MONTHS: whole(1, 120).default(25),
    /** Tests only (APP_ENV=test): a file holding milliseconds the backend's clock runs ahead of the real time. */
    TEST_CLOCK_FILE: z.string().min(1).optional(),
  })
  .superRefine((e, ctx) => {
    const verdict = runModeOf(e);
    if (!verdict.ok) return ctx.addIssue({ code: 'custom', path: ['APP_ENV'], message: verdict.message });
    const rules = MODE_RULES[verdict.mode];
    const says = `runs as ${verdict.mode}`;
    if (!rules.simulatedProviders && !e.MSG91_AUTH_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['APP_ENV'],
        message: `${says}, but SMS would only be simulated: set MSG91_AUTH_KEY and MSG91_SIGN_IN_TEMPLATE_ID`,
      });
    if (!rules.simulatedProviders && !e.RAZORPAY_KEY_ID)
      ctx.addIssue({
        code: 'custom',
        path: ['APP_ENV'],
        message: `${says}, but booking fees would only be simulated: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET`,
      });
    if (rules.siteOriginRequired && !e.SITE_ORIGIN)
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_ORIGIN'],
        message: `is required when the product ${says}: links in messages and pages must name the real site`,
      });
  })
  .refine((e) => !e.TEST_CLOCK_FILE || e.APP_ENV === 'test', {
    path: ['TEST_CLOCK_FILE'],
    message: 'is for APP_ENV=test only: a moved clock would change what customers are told and charged',
  })
  .refine((e) => !e.UPSTREAM_URL || e.INTERNAL_API_SECRET, {
    path: ['INTERNAL_API_SECRET'],
    message: 'is required with UPSTREAM_URL: the backend answers only requests signed with it',
  })
  .refine((e) => !e.MSG91_AUTH_KEY || e.MSG91_SIGN_IN_TEMPLATE_ID, {
    path: ['MSG91_SIGN_IN_TEMPLATE_ID'],
    message: 'is required with MSG91_AUTH_KEY: sign-in codes are sent with this template',
  })
  .refine((e) => !e.WHATSAPP_ACCESS_TOKEN || e.WHATSAPP_PHONE_NUMBER_ID, {
    path: ['WHATSAPP_PHONE_NUMBER_ID'],
    message: 'is required with WHATSAPP_ACCESS_TOKEN: messages are sent from that number',
  })
  .refine((e) => !e.RAZORPAY_KEY_ID || (e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET), {
    path: ['RAZORPAY_KEY_SECRET'],
    message: 'and RAZORPAY_WEBHOOK_SECRET are required with RAZORPAY_KEY_ID: payments and webhooks are verified with them',
  })
  .refine((e) => !e.S3_BUCKET || (e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY), {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'and S3_SECRET_ACCESS_KEY are required with S3_BUCKET: every request to the store is signed with them',
  })
  .transform(({ NODE_ENV: _node, ...e }) => ({
    ...e,
    // Settled above: the mode is valid here.
    APP_ENV: (runModeOf({ APP_ENV: e.APP_ENV, NODE_ENV: _node }) as { mode: RunMode }).mode,
    SITE_ORIGIN: e.SITE_ORIGIN ?? `http://localhost:${e.PORT}`,
  }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/**
 * Parses the environment; a wrong value throws an EnvError naming each variable and the rule it
 * breaks, never the value (settings hold passwords and secrets, and this message is printed).
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty value means "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned, { reportInput: false });
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

let cached: Env | undefined;
/** The parsed settings of this process (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Messages (and, with bookings, payments) are simulated: the embedded providers are in use. */
export function isDemoMessaging(settings: Env = env()): boolean {
  return !settings.MSG91_AUTH_KEY;
}

/** Booking fees go to the sandbox gateway inside the product: no money moves. */
export function isDemoPayments(settings: Env = env()): boolean {
  return !settings.RAZORPAY_KEY_ID;
}
