import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/config/env';

describe('settings from the environment', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ HOST: '0.0.0.0', PORT: 4321, DATA_DIR: './data', APP_ENV: 'production', SERVE_BACKEND: true });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.UPSTREAM_URL).toBeUndefined();
  });

  it('reads numbers, booleans and URLs', () => {
    const env = parseEnv({ PORT: '8080', SEED_DEMO_DATA: 'false', DATABASE_URL: 'postgres://u@db:5432/sc', UPSTREAM_URL: 'http://10.0.0.5:4321', INTERNAL_API_SECRET: 'sixteen-chars-ok' });
    expect(env).toMatchObject({ PORT: 8080, SEED_DEMO_DATA: false, DATABASE_URL: 'postgres://u@db:5432/sc', UPSTREAM_URL: 'http://10.0.0.5:4321' });
  });

  it('refuses an upstream backend without the secret that signs requests to it', () => {
    expect(() => parseEnv({ UPSTREAM_URL: 'http://10.0.0.5:4321' })).toThrow(/INTERNAL_API_SECRET.*required with UPSTREAM_URL/);
  });

  it('treats an empty value as not set', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 4321 });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc"'],
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ APP_ENV: 'prod' }, 'APP_ENV="prod"'],
    [{ INTERNAL_API_SECRET: 'short' }, 'INTERNAL_API_SECRET'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
  ])('names the variable in error for %j', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(name);
  });
});
