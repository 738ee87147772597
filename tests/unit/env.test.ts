import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/config/env';

describe('settings from the environment', () => {
  it('runs on embedded defaults with nothing set, as a named demo', () => {
    const env = parseEnv({});
    expect(env).toEqual({
      APP_ENV: 'demo',
      HOST: '0.0.0.0',
      PORT: 4321,
      DATA_DIR: './data',
      DATABASE_POOL_MAX: 10,
      SERVE_BACKEND: true,
      SEED_DEMO_DATA: true,
      RESPONSE_CACHE_MB: 32,
      GARAGE_CACHE_SECONDS: 600,
      LOG_LEVEL: 'info',
      SENTRY_TRACES_SAMPLE_RATE: 0,
      MAIN_SITE_ORIGIN: 'https://www.example.in',
      SITE_ORIGIN: 'http://localhost:4321',
      DEFAULT_WORKSHOP_CODE: 'SC-BRAND-001',
      SUPPORT_PHONE: '1800 266 0101',
      TRUSTED_PROXIES: 'loopback',
      FRAME_ANCESTORS: "'none'",
      REDIS_KEY_PREFIX: 'sc',
      RATE_LIMIT_FACTOR: 1,
      DATABASE_STATEMENT_TIMEOUT_MS: 5000,
      REQUEST_TIMEOUT_MS: 8000,
      DRAIN_SECONDS: 5,
      MEMORY_RELEASE_QUIET_SECONDS: 10,
      MEMORY_ALLOCATOR: 'auto',
      MSG91_BASE_URL: 'https://control.msg91.com',
      RAZORPAY_BASE_URL: 'https://api.razorpay.com',
      SLOT_HOLD_MINUTES: 15,
      SLOT_CUTOFF_MINUTES: 60,
      PICKUP_CUTOFF_MINUTES: 120,
      S3_REGION: 'ap-south-1',
      // Service reminders (decision 057).
      SERVICE_REMINDER_DAYS_BEFORE: 7,
      WHATSAPP_BASE_URL: 'https://graph.facebook.com/v21.0',
      WHATSAPP_REMINDER_TEMPLATE: 'service_reminder',
      WHATSAPP_DUE_TEMPLATE: 'service_due',
      WHATSAPP_TEMPLATE_LANGUAGE: 'en',
      // The browser analytics SDK (decision 053).
      ANALYTICS_HOST: '',
      ANALYTICS_PATH: '/service-centre/external/api/v2/send',
      ANALYTICS_WRITE_KEY: 'service-centre-web',
      DATA_LAYER_EVENTS_URL: '/service-centre/analytics/data-layer-events.json',
      ANALYTICS_VITALS_SAMPLE: 0.25,
      ANALYTICS_RETENTION_MONTHS: 25,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.UPSTREAM_URL).toBeUndefined();
  });

  it("points the analytics SDK at an outside collector's origin, and takes only a tag manager container id", () => {
    const env = parseEnv({
      ANALYTICS_HOST: 'https://cdp.example.in/ignored/path',
      ANALYTICS_PATH: '/v2/send',
      GTM_CONTAINER_ID: 'GTM-AB12CD',
    });
    expect(env).toMatchObject({ ANALYTICS_HOST: 'https://cdp.example.in', ANALYTICS_PATH: '/v2/send', GTM_CONTAINER_ID: 'GTM-AB12CD' });
    expect(() => parseEnv({ GTM_CONTAINER_ID: 'UA-1234' })).toThrow(/GTM_CONTAINER_ID: must be a container id/);
    expect(() => parseEnv({ DATA_LAYER_EVENTS_URL: 'http://cdn.example.in/list.json' })).toThrow(/DATA_LAYER_EVENTS_URL/);
  });

  it('holds a slot 1 to 120 minutes, and closes slots 0 to 24 hours (pick-up 0 to 48) before they start', () => {
    expect(parseEnv({ SLOT_HOLD_MINUTES: '1', SLOT_CUTOFF_MINUTES: '0', PICKUP_CUTOFF_MINUTES: '2880' })).toMatchObject({
      SLOT_HOLD_MINUTES: 1,
      SLOT_CUTOFF_MINUTES: 0,
      PICKUP_CUTOFF_MINUTES: 2880,
    });
    expect(parseEnv({ SLOT_HOLD_MINUTES: '120', SLOT_CUTOFF_MINUTES: '1440' })).toMatchObject({
      SLOT_HOLD_MINUTES: 120,
      SLOT_CUTOFF_MINUTES: 1440,
    });
    expect(() => parseEnv({ SLOT_HOLD_MINUTES: '0' })).toThrow('SLOT_HOLD_MINUTES: must be a whole number from 1 to 120');
    expect(() => parseEnv({ SLOT_HOLD_MINUTES: '121' })).toThrow('SLOT_HOLD_MINUTES: must be a whole number from 1 to 120');
    expect(() => parseEnv({ SLOT_CUTOFF_MINUTES: '1441' })).toThrow('SLOT_CUTOFF_MINUTES: must be a whole number from 0 to 1440');
    expect(parseEnv({ DRAIN_SECONDS: '0' }).DRAIN_SECONDS).toBe(0);
    expect(parseEnv({ DRAIN_SECONDS: '300' }).DRAIN_SECONDS).toBe(300);
    expect(() => parseEnv({ DRAIN_SECONDS: '301' })).toThrow('DRAIN_SECONDS: must be a whole number from 0 to 300');
    expect(() => parseEnv({ DRAIN_SECONDS: '-1' })).toThrow('DRAIN_SECONDS: must be a whole number from 0 to 300');
    expect(parseEnv({ MEMORY_RELEASE_QUIET_SECONDS: '0' }).MEMORY_RELEASE_QUIET_SECONDS).toBe(0);
    expect(parseEnv({ MEMORY_RELEASE_QUIET_SECONDS: '3600' }).MEMORY_RELEASE_QUIET_SECONDS).toBe(3600);
    expect(() => parseEnv({ MEMORY_RELEASE_QUIET_SECONDS: '3601' })).toThrow(
      'MEMORY_RELEASE_QUIET_SECONDS: must be a whole number from 0 to 3600',
    );
    expect(() => parseEnv({ MEMORY_RELEASE_QUIET_SECONDS: '1.5' })).toThrow(
      'MEMORY_RELEASE_QUIET_SECONDS: must be a whole number from 0 to 3600',
    );
    expect(parseEnv({ MEMORY_ALLOCATOR: 'system' }).MEMORY_ALLOCATOR).toBe('system');
    expect(() => parseEnv({ MEMORY_ALLOCATOR: 'Jemalloc' })).toThrow("MEMORY_ALLOCATOR: must be one of 'auto', 'jemalloc', 'system'");
    expect(() => parseEnv({ PICKUP_CUTOFF_MINUTES: '2881' })).toThrow('PICKUP_CUTOFF_MINUTES: must be a whole number from 0 to 2880');
  });

  it('reads numbers, booleans and URLs', () => {
    const env = parseEnv({
      PORT: '8080',
      SEED_DEMO_DATA: 'false',
      SERVE_BACKEND: 'true',
      DATABASE_URL: 'postgres://u@db:5432/sc',
      UPSTREAM_URL: 'http://10.0.0.5:4321',
      INTERNAL_API_SECRET: 'sixteen-chars-ok',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      SEED_DEMO_DATA: false,
      SERVE_BACKEND: true,
      DATABASE_URL: 'postgres://u@db:5432/sc',
      UPSTREAM_URL: 'http://10.0.0.5:4321',
    });
  });

  it('takes the site origin from the port when none is set, and keeps one that is set', () => {
    expect(parseEnv({ PORT: '8080' }).SITE_ORIGIN).toBe('http://localhost:8080');
    expect(parseEnv({ PORT: '8080', SITE_ORIGIN: 'https://cars.example.in' }).SITE_ORIGIN).toBe('https://cars.example.in');
    expect(() => parseEnv({ SITE_ORIGIN: 'not a url' })).toThrow(/SITE_ORIGIN/);
  });

  it('accepts a postgresql:// database URL too', () => {
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@db/sc' }).DATABASE_URL).toBe('postgresql://u@db/sc');
  });

  it('accepts ports from 0 to 65535', () => {
    expect(parseEnv({ PORT: '0' }).PORT).toBe(0);
    expect(parseEnv({ PORT: '65535' }).PORT).toBe(65535);
    expect(() => parseEnv({ PORT: '65536' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: '-1' })).toThrow(EnvError);
  });

  it('needs a secret of at least 16 characters', () => {
    expect(parseEnv({ INTERNAL_API_SECRET: 'x'.repeat(16) }).INTERNAL_API_SECRET).toBe('x'.repeat(16));
    expect(() => parseEnv({ INTERNAL_API_SECRET: 'x'.repeat(15) })).toThrow(/INTERNAL_API_SECRET/);
  });

  it('refuses an upstream backend without the secret that signs requests to it', () => {
    expect(() => parseEnv({ UPSTREAM_URL: 'http://10.0.0.5:4321' })).toThrow(/INTERNAL_API_SECRET.*required with UPSTREAM_URL/);
  });

  it('production (APP_ENV or NODE_ENV) refuses to start with simulated SMS or payments or without SITE_ORIGIN; MSG91 needs its template', () => {
    const site = { SITE_ORIGIN: 'https://service.example.in' };
    expect(() => parseEnv({ APP_ENV: 'production', ...site })).toThrow(
      '  APP_ENV: runs as production, but SMS would only be simulated: set MSG91_AUTH_KEY and MSG91_SIGN_IN_TEMPLATE_ID',
    );
    expect(() => parseEnv({ NODE_ENV: 'production', ...site })).toThrow('  APP_ENV: runs as production, but SMS would only be simulated');
    expect(() => parseEnv({ MSG91_AUTH_KEY: 'k'.repeat(24) })).toThrow(
      '  MSG91_SIGN_IN_TEMPLATE_ID: is required with MSG91_AUTH_KEY: sign-in codes are sent with this template',
    );
    const sms = { MSG91_AUTH_KEY: 'k'.repeat(24), MSG91_SIGN_IN_TEMPLATE_ID: '65f1a2b3c4d5e6f708091a2b' };
    expect(() => parseEnv({ APP_ENV: 'staging', ...site, ...sms })).toThrow(
      '  APP_ENV: runs as staging, but booking fees would only be simulated: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
    const pay = { RAZORPAY_KEY_ID: 'rzp_live_Abc123', RAZORPAY_KEY_SECRET: 'secret-1234', RAZORPAY_WEBHOOK_SECRET: 'hook-secret-1' };
    expect(() => parseEnv({ NODE_ENV: 'production', ...sms, ...pay })).toThrow(
      '  SITE_ORIGIN: is required when the product runs as production: links in messages and pages must name the real site',
    );
    const real = parseEnv({ NODE_ENV: 'production', ...site, ...sms, ...pay });
    expect([real.APP_ENV, real.SITE_ORIGIN, real.MSG91_SIGN_IN_TEMPLATE_ID]).toEqual([
      'production',
      'https://service.example.in',
      '65f1a2b3c4d5e6f708091a2b',
    ]);
    // A demo, development or test start may simulate them.
    expect(parseEnv({ APP_ENV: 'test' }).APP_ENV).toBe('test');
    expect(() => parseEnv({ APP_ENV: 'test', NODE_ENV: 'production' })).toThrow(
      '  APP_ENV: APP_ENV=test cannot run with NODE_ENV=production: production serves no demo or test pages. Unset one of them',
    );
  });

  it('takes Razorpay only with its key secret and webhook secret, and only a Razorpay key id', () => {
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_test_Abc123' })).toThrow(
      '  RAZORPAY_KEY_SECRET: and RAZORPAY_WEBHOOK_SECRET are required with RAZORPAY_KEY_ID: payments and webhooks are verified with them',
    );
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_test_Abc123', RAZORPAY_KEY_SECRET: 'secret-1234' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET are required/,
    );
    expect(() =>
      parseEnv({ RAZORPAY_KEY_ID: 'pk_test_Abc123', RAZORPAY_KEY_SECRET: 'secret-1234', RAZORPAY_WEBHOOK_SECRET: 'hook-secret-1' }),
    ).toThrow('RAZORPAY_KEY_ID: must be a Razorpay key id (rzp_test_… or rzp_live_…)');
    const rzp = parseEnv({
      RAZORPAY_KEY_ID: 'rzp_test_Abc123',
      RAZORPAY_KEY_SECRET: 'secret-1234',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-1',
    });
    expect([rzp.RAZORPAY_KEY_ID, rzp.RAZORPAY_BASE_URL]).toEqual(['rzp_test_Abc123', 'https://api.razorpay.com']);
  });

  it('uses Google Maps for address search only with a key, and takes another address for it', () => {
    expect(parseEnv({}).GOOGLE_MAPS_API_KEY).toBeUndefined();
    expect(parseEnv({}).GOOGLE_MAPS_BASE_URL).toBeUndefined();
    const google = parseEnv({ GOOGLE_MAPS_API_KEY: 'AIzaSyA-test-key-0123456789abcdef', GOOGLE_MAPS_BASE_URL: 'http://127.0.0.1:9911' });
    expect([google.GOOGLE_MAPS_API_KEY, google.GOOGLE_MAPS_BASE_URL]).toEqual([
      'AIzaSyA-test-key-0123456789abcdef',
      'http://127.0.0.1:9911',
    ]);
    expect(parseEnv({ GOOGLE_MAPS_API_KEY: 'k'.repeat(20) }).GOOGLE_MAPS_API_KEY).toHaveLength(20);
    expect(() => parseEnv({ GOOGLE_MAPS_API_KEY: 'k'.repeat(19) })).toThrow('  GOOGLE_MAPS_API_KEY: must be at least 20 characters');
    expect(() => parseEnv({ GOOGLE_MAPS_BASE_URL: 'ftp://maps.example' })).toThrow('  GOOGLE_MAPS_BASE_URL: Invalid URL');
  });

  it('keeps photos in an S3-compatible bucket only with its keys, in Mumbai unless told', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(() => parseEnv({ S3_BUCKET: 'sc-photos' })).toThrow(
      '  S3_ACCESS_KEY_ID: and S3_SECRET_ACCESS_KEY are required with S3_BUCKET: every request to the store is signed with them',
    );
    expect(() => parseEnv({ S3_BUCKET: 'sc-photos', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(/S3_SECRET_ACCESS_KEY are required/);
    const r2 = parseEnv({
      S3_BUCKET: 'sc-photos',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
    });
    expect([r2.S3_BUCKET, r2.S3_REGION, r2.S3_ENDPOINT]).toEqual(['sc-photos', 'auto', 'https://acc.r2.cloudflarestorage.com']);
    expect(parseEnv({ S3_BUCKET: 'abc', S3_ACCESS_KEY_ID: 'A', S3_SECRET_ACCESS_KEY: 'S' }).S3_BUCKET).toBe('abc');
    for (const bucket of ['ab', 'Photos', '-photos', `a${'b'.repeat(63)}`]) {
      expect(() => parseEnv({ S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'A', S3_SECRET_ACCESS_KEY: 'S' })).toThrow(
        '  S3_BUCKET: must be a bucket name (3–63 lowercase letters, digits, dots, hyphens)',
      );
    }
  });

  it("takes a Typeform form's share link for the survey, and nothing else", () => {
    expect(parseEnv({}).TYPEFORM_FORM_URL).toBeUndefined();
    expect(parseEnv({ TYPEFORM_FORM_URL: 'https://form.typeform.com/to/abc123' }).TYPEFORM_FORM_URL).toBe(
      'https://form.typeform.com/to/abc123',
    );
    expect(parseEnv({ TYPEFORM_FORM_URL: 'https://acme.typeform.com/to/Xy9Z' }).TYPEFORM_FORM_URL).toBe(
      'https://acme.typeform.com/to/Xy9Z',
    );
    for (const wrong of [
      'http://form.typeform.com/to/abc123',
      'https://form.typeform.com/abc123',
      'https://form.typeform.com/to/abc123#order_id=1',
      'https://form.typeform.com/to/abc123?x=1',
      'form.typeform.com/to/abc123',
    ]) {
      expect(() => parseEnv({ TYPEFORM_FORM_URL: wrong })).toThrow(
        '  TYPEFORM_FORM_URL: must be a Typeform share link like https://form.typeform.com/to/abc123',
      );
    }
  });

  it('asks for a sign-in code key of at least 32 characters', () => {
    expect(() => parseEnv({ SIGN_IN_CODE_KEY: 'x'.repeat(31) })).toThrow('SIGN_IN_CODE_KEY: must be at least 32 characters');
    expect(parseEnv({ SIGN_IN_CODE_KEY: 'x'.repeat(32) }).SIGN_IN_CODE_KEY).toHaveLength(32);
  });

  it('moves the clock from a file in tests only', () => {
    expect(() => parseEnv({ TEST_CLOCK_FILE: '/tmp/clock' })).toThrow(
      'TEST_CLOCK_FILE: is for APP_ENV=test only: a moved clock would change what customers are told and charged',
    );
    expect(() => parseEnv({ APP_ENV: 'development', TEST_CLOCK_FILE: '/tmp/clock' })).toThrow('TEST_CLOCK_FILE: is for APP_ENV=test only');
    expect(parseEnv({ APP_ENV: 'test', TEST_CLOCK_FILE: '/tmp/clock' }).TEST_CLOCK_FILE).toBe('/tmp/clock');
    expect(parseEnv({ APP_ENV: 'test' }).TEST_CLOCK_FILE).toBeUndefined();
  });

  it('treats an empty value as not set', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 4321 });
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ PORT: '80.5' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ PORT: '0x50' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ PORT: ' 80' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX: must be a whole number from 1 to 200'],
    [{ SENTRY_TRACES_SAMPLE_RATE: '1.5' }, 'SENTRY_TRACES_SAMPLE_RATE: must be a number from 0 to 1'],
    [{ RATE_LIMIT_FACTOR: 'Infinity' }, 'RATE_LIMIT_FACTOR: must be a number from 0 to 10000'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL: Invalid URL'],
    [{ UPSTREAM_URL: 'ftp://10.0.0.5', INTERNAL_API_SECRET: 'sixteen-chars-ok' }, 'UPSTREAM_URL: Invalid URL'],
    [{ APP_ENV: 'prod' }, 'APP_ENV: must be one of production, staging, demo, development, test'],
    [{ INTERNAL_API_SECRET: 'short' }, 'INTERNAL_API_SECRET: Too small: expected string to have >=16 characters'],
    [
      { SEED_DEMO_DATA: 'maybe' },
      'SEED_DEMO_DATA: Invalid option: expected one of "true"|"1"|"yes"|"on"|"y"|"enabled"|"false"|"0"|"no"|"off"|"n"|"disabled"',
    ],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL: Invalid option: expected one of "debug"|"info"|"warn"|"error"|"silent"'],
  ])('names the variable and the rule for %j', (source, line) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(`  ${line}`);
  });

  it('reads whole numbers and decimals as digits only', () => {
    expect(
      parseEnv({ PORT: '08080', SENTRY_TRACES_SAMPLE_RATE: '0.25', RATE_LIMIT_FACTOR: '100', REQUEST_TIMEOUT_MS: '100' }),
    ).toMatchObject({ PORT: 8080, SENTRY_TRACES_SAMPLE_RATE: 0.25, RATE_LIMIT_FACTOR: 100, REQUEST_TIMEOUT_MS: 100 });
    expect(() => parseEnv({ RATE_LIMIT_FACTOR: '1e3' })).toThrow('RATE_LIMIT_FACTOR: must be a number from 0 to 10000');
  });

  it('names every wrong variable at once', () => {
    expect(() => parseEnv({ PORT: 'abc', SEED_DEMO_DATA: 'maybe' })).toThrow(
      /PORT: must be a whole number[\s\S]*SEED_DEMO_DATA: Invalid option|SEED_DEMO_DATA: Invalid option[\s\S]*PORT: must be a whole number/,
    );
  });

  it('never prints a rejected value: passwords and secrets stay out of the message', () => {
    const cases: [Record<string, string>, string][] = [
      [{ DATABASE_URL: 'mysql://app:hunter2-db-password@db/sc' }, 'hunter2-db-password'],
      [{ INTERNAL_API_SECRET: 'tooshortsecret' }, 'tooshortsecret'],
      [{ UPSTREAM_URL: 'ftp://10.0.0.5', INTERNAL_API_SECRET: 'the-real-internal-secret-value' }, 'the-real-internal-secret-value'],
      [{ VEHICLE_REGISTRY_URL: 'not a url with token-abc123', VEHICLE_REGISTRY_TOKEN: 'registry-token-xyz' }, 'token-abc123'],
      [{ SENTRY_DSN: 'https//public-key-123@sentry' }, 'public-key-123'],
      [{ GOOGLE_MAPS_API_KEY: 'short-key' }, 'short-key'],
      [{ PORT: 'abc' }, 'abc'],
      [{ APP_ENV: 'prod' }, '"prod"'],
    ];
    for (const [source, value] of cases) {
      let message = '';
      try {
        parseEnv(source);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Invalid configuration:\n/);
      expect(message).not.toContain(value);
    }
  });

  it('writes one line per variable: its name and the rule', () => {
    let message = '';
    try {
      parseEnv({ PORT: '70000', DATABASE_URL: 'mysql://u:pw@db/x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('Invalid configuration:\n  PORT: must be a whole number from 0 to 65535\n  DATABASE_URL: Invalid URL');
  });
});

describe('the WhatsApp settings (decision 057)', () => {
  it('a token without the phone number id is refused, naming the setting', () => {
    expect(() => parseEnv({ WHATSAPP_ACCESS_TOKEN: 'EAAG-0123456789abcdef' })).toThrow(
      'Invalid configuration:\n  WHATSAPP_PHONE_NUMBER_ID: is required with WHATSAPP_ACCESS_TOKEN: messages are sent from that number',
    );
  });

  it('days before the due day are a whole number from 1 to 60', () => {
    expect(parseEnv({ SERVICE_REMINDER_DAYS_BEFORE: '3' }).SERVICE_REMINDER_DAYS_BEFORE).toBe(3);
    expect(() => parseEnv({ SERVICE_REMINDER_DAYS_BEFORE: '0' })).toThrow(
      'SERVICE_REMINDER_DAYS_BEFORE: must be a whole number from 1 to 60',
    );
  });
});
