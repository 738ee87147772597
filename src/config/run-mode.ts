// Which mode the product runs in, said out loud (docs/decisions/038): decided once at start-up from
// APP_ENV and NODE_ENV, by one pure rule whose whole table tests/unit/run-mode.test.ts types out.

export const RUN_MODES = ['production', 'staging', 'demo', 'development', 'test'] as const;
export type RunMode = (typeof RUN_MODES)[number];

/** What each mode allows. */
export interface ModeRules {
  /** The simulated providers' pages (/dev/outbox, /dev/pay/…) and the other /dev pages are served. */
  devPages: boolean;
  /** Simulated SMS and payments may be in use; otherwise the product refuses to start with them. */
  simulatedProviders: boolean;
  /** SITE_ORIGIN must be set: links in messages must point at the real site, not at localhost. */
  siteOriginRequired: boolean;
  /**
   * No real visitor's figures are kept: the analytics automation write key is accepted, and collected
   * events may be read back and rolled up on demand (decisions 052 and 055).
   */
  automatedVisitors: boolean;
}

export const MODE_RULES: Readonly<Record<RunMode, ModeRules>> = {
  production: { devPages: false, simulatedProviders: false, siteOriginRequired: true, automatedVisitors: false },
  staging: { devPages: false, simulatedProviders: false, siteOriginRequired: true, automatedVisitors: false },
  demo: { devPages: true, simulatedProviders: true, siteOriginRequired: false, automatedVisitors: true },
  development: { devPages: true, simulatedProviders: true, siteOriginRequired: false, automatedVisitors: false },
  test: { devPages: true, simulatedProviders: true, siteOriginRequired: false, automatedVisitors: true },
};

export type ModeVerdict = { ok: true; mode: RunMode } | { ok: false; message: string };

/** NODE_ENV's values that name a mode when APP_ENV is unset (tools set them: Vite's dev server, Vitest). */
const FROM_NODE_ENV: Readonly<Record<string, RunMode>> = { production: 'production', development: 'development', test: 'test' };

/**
 * The mode of a start: APP_ENV names it; unset, NODE_ENV does (production, development, test), and
 * a bare start is a named demo. NODE_ENV=production is production whatever the start command, so it
 * cannot be combined with a demo, development or test APP_ENV: that start is refused, not guessed at.
 */
export function runModeOf(settings: { APP_ENV?: string; NODE_ENV?: string }): ModeVerdict {
  const app = settings.APP_ENV?.trim() || undefined;
  const node = settings.NODE_ENV?.trim() ?? '';
  const nodeProduction = node === 'production';
  if (app === undefined) return { ok: true, mode: Object.hasOwn(FROM_NODE_ENV, node) ? FROM_NODE_ENV[node]! : 'demo' };
  if (!(RUN_MODES as readonly string[]).includes(app)) return { ok: false, message: `must be one of ${RUN_MODES.join(', ')}` };
  const mode = app as RunMode;
  if (nodeProduction && MODE_RULES[mode].devPages) {
    return {
      ok: false,
      message: `APP_ENV=${mode} cannot run with NODE_ENV=production: production serves no demo or test pages. Unset one of them`,
    };
  }
  return { ok: true, mode };
}
