import { describe, expect, it } from 'vitest';
import { MODE_RULES, runModeOf } from '@/config/run-mode';

// The whole table of start modes (docs/decisions/038): APP_ENV × NODE_ENV, typed out by hand.
describe('the mode a start runs in', () => {
  it.each([
    // A bare `npm start`: a named demo.
    [undefined, undefined, 'demo'],
    ['', '', 'demo'],
    [undefined, 'staging', 'demo'],
    // NODE_ENV alone names the mode of the tools that set it.
    [undefined, 'production', 'production'],
    [undefined, ' production ', 'production'],
    [undefined, 'development', 'development'],
    [undefined, 'test', 'test'],
    [undefined, 'constructor', 'demo'],
    // APP_ENV names it; NODE_ENV=production does not change a production-like one.
    ['production', undefined, 'production'],
    ['production', 'development', 'production'],
    ['production', 'production', 'production'],
    ['staging', 'production', 'staging'],
    ['staging', undefined, 'staging'],
    ['demo', undefined, 'demo'],
    ['demo', 'development', 'demo'],
    ['development', undefined, 'development'],
    ['test', undefined, 'test'],
    ['test', 'test', 'test'],
  ])('APP_ENV=%s NODE_ENV=%s runs as %s', (APP_ENV, NODE_ENV, mode) => {
    expect(runModeOf({ APP_ENV, NODE_ENV })).toEqual({ ok: true, mode });
  });

  it.each(['demo', 'development', 'test'])('APP_ENV=%s with NODE_ENV=production is refused, not guessed at', (APP_ENV) => {
    expect(runModeOf({ APP_ENV, NODE_ENV: 'production' })).toEqual({
      ok: false,
      message: `APP_ENV=${APP_ENV} cannot run with NODE_ENV=production: production serves no demo or test pages. Unset one of them`,
    });
  });

  it('an unknown APP_ENV is refused, naming the modes', () => {
    expect(runModeOf({ APP_ENV: 'prod' })).toEqual({ ok: false, message: 'must be one of production, staging, demo, development, test' });
  });

  it('production and staging serve no /dev pages, need real providers and SITE_ORIGIN; the demo, development and test do not', () => {
    expect(MODE_RULES).toEqual({
      production: { devPages: false, simulatedProviders: false, siteOriginRequired: true, automatedVisitors: false },
      staging: { devPages: false, simulatedProviders: false, siteOriginRequired: true, automatedVisitors: false },
      demo: { devPages: true, simulatedProviders: true, siteOriginRequired: false, automatedVisitors: true },
      development: { devPages: true, simulatedProviders: true, siteOriginRequired: false, automatedVisitors: false },
      test: { devPages: true, simulatedProviders: true, siteOriginRequired: false, automatedVisitors: true },
    });
  });
});
