import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/config/env';

describe('settings from the environment', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env).toEqual({
      APP_ENV: 'production', HOST: '0.0.0.0', PORT: 4321, DATA_DIR: './data', DATABASE_POOL_MAX: 10, SERVE_BACKEND: true, SEED_DEMO_DATA: true,
      RESPONSE_CACHE_MB: 64, GARAGE_CACHE_SECONDS: 600, LOG_LEVEL: 'info', SENTRY_TRACES_SAMPLE_RATE: 0,
      MAIN_SITE_ORIGIN: 'https://www.example.in', SITE_ORIGIN: 'http://localhost:4321', DEFAULT_WORKSHOP_CODE: 'SC-BRAND-001', SUPPORT_PHONE: '1800 266 0101',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.UPSTREAM_URL).toBeUndefined();
  });

  it('reads numbers, booleans and URLs', () => {
    const env = parseEnv({ PORT: '8080', SEED_DEMO_DATA: 'false', SERVE_BACKEND: 'true', DATABASE_URL: 'postgres://u@db:5432/sc', UPSTREAM_URL: 'http://10.0.0.5:4321', INTERNAL_API_SECRET: 'sixteen-chars-ok' });
    expect(env).toMatchObject({ PORT: 8080, SEED_DEMO_DATA: false, SERVE_BACKEND: true, DATABASE_URL: 'postgres://u@db:5432/sc', UPSTREAM_URL: 'http://10.0.0.5:4321' });
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

  it('treats an empty value as not set', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 4321 });
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc"'],
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ PORT: '80.5' }, 'PORT="80.5"'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ UPSTREAM_URL: 'ftp://10.0.0.5', INTERNAL_API_SECRET: 'sixteen-chars-ok' }, 'UPSTREAM_URL'],
    [{ APP_ENV: 'prod' }, 'APP_ENV="prod"'],
    [{ INTERNAL_API_SECRET: 'short' }, 'INTERNAL_API_SECRET'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL="verbose"'],
  ])('names the variable in error for %j', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(name);
  });

  it('names every wrong variable at once', () => {
    expect(() => parseEnv({ PORT: 'abc', APP_ENV: 'prod' })).toThrow(/PORT="abc"[\s\S]*APP_ENV="prod"|APP_ENV="prod"[\s\S]*PORT="abc"/);
  });
});
