import { createHash } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from './logger';
import { normaliseAddress } from './client-ip';
import type { RateLimitStore } from './rate-limit-stores';

/**
 * Rate limits (rate-limiter-flexible): so many points per duration per key, counted in Redis when
 * REDIS_URL is set, else in PostgreSQL when DATABASE_URL is set (several processes share the
 * count), else in this process (the single-process PGlite default).
 */

export interface RateLimitRule {
  /** Requests allowed per duration (before RATE_LIMIT_FACTOR). */
  points: number;
  /** Length of the window in whole seconds; it starts with the first request of a key. */
  durationSeconds: number;
  /** Store a hash of the key instead of the key (phone numbers and e-mail addresses). */
  hashKey?: boolean;
  /** A security rule (OWASP ASVS's sign-in code limits): RATE_LIMIT_FACTOR does not scale it (0 still turns every limit off). */
  fixed?: boolean;
  /**
   * Counted in this process only, whatever the store: for a high-volume, low-stakes request (visitor
   * events), where a shared count would cost a round trip on every request. With N processes a key
   * may make up to N times the points; that bounds abuse, which is all such a limit is for.
   */
  local?: boolean;
}

export const RATE_LIMIT_RULES = {
  /** Every /service-centre/api request, per client IP. */
  'api-ip': { points: 300, durationSeconds: 60 },
  /** State-changing API calls (POST, PUT, PATCH, DELETE), per client IP. */
  'write-ip': { points: 30, durationSeconds: 60 },
  /** Notify-me requests per contact (the normalised mobile number or lower-case e-mail). */
  'notify-contact': { points: 5, durationSeconds: 3600, hashKey: true },
  /** Notify-me requests per client IP. */
  'notify-ip': { points: 20, durationSeconds: 3600 },
  /** Browser error reports (/api/logger) per client IP. */
  'logger-ip': { points: 60, durationSeconds: 60 },
  /** Content-Security-Policy violation reports (/api/csp-report) per client IP. */
  'csp-report-ip': { points: 30, durationSeconds: 60 },
  /** Sign-in codes sent to one phone number (OWASP ASVS 6.6.3). */
  'sign-in-phone': { points: 3, durationSeconds: 900, hashKey: true, fixed: true },
  /** Wrong sign-in codes for one phone number; after these, no code is checked until the hour is over. */
  'sign-in-failures-phone': { points: 10, durationSeconds: 3600, hashKey: true, fixed: true },
  /** Codes sent for changing one account's number (whatever the new numbers). */
  'change-phone-account': { points: 3, durationSeconds: 900, fixed: true },
  /** Sign-in codes asked for from one client IP. */
  'sign-in-ip': { points: 10, durationSeconds: 900 },
  /** Sign-in codes tried from one client IP. */
  'verify-ip': { points: 30, durationSeconds: 900 },
  /**
   * Payment callbacks and webhooks a client IP sent that were refused (a signature that does not
   * verify, an order not ours); past these the address's gateway calls wait. Genuine ones never count.
   */
  'gateway-refused-ip': { points: 10, durationSeconds: 600, fixed: true },
  /** Requests to the analytics collector per write key (each a batch of up to 50 events): a key is public, this bounds one site. */
  'analytics-key': { points: 6000, durationSeconds: 60, local: true },
  /** Requests to the analytics collector per client IP: a browser sends a batch every few seconds at most. */
  'analytics-ip': { points: 120, durationSeconds: 60, local: true },
  /** Deliveries of one webhook event id (the gateway retries one event a handful of times over a day). */
  'webhook-event': { points: 10, durationSeconds: 3600, hashKey: true, fixed: true },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitRuleName = keyof typeof RATE_LIMIT_RULES;

export type RateLimitDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimitStoreKind = 'redis' | 'postgres' | 'memory';

export interface RateLimitOptions<R extends string = RateLimitRuleName> {
  redisUrl?: string;
  /** REDIS_KEY_PREFIX: every key (in Redis and in PostgreSQL) starts with it. */
  redisKeyPrefix: string;
  databaseUrl?: string;
  /** RATE_LIMIT_FACTOR: multiplies every rule's points; 0 turns limits off. */
  factor: number;
  logger: Logger;
  /** The rules (tests use short ones); RATE_LIMIT_RULES by default. */
  rules?: Readonly<Record<R, RateLimitRule>>;
  /** Longest a count may take before the request passes uncounted; 1000 ms by default. */
  storeTimeoutMs?: number;
}

export interface RateLimits<R extends string = RateLimitRuleName> {
  readonly store: RateLimitStoreKind;
  /** Counts one request of `key` against `rule`. */
  consume(rule: R, key: string): Promise<RateLimitDecision>;
  /** Counts one request against each rule (at once); refused when any refuses, with the longest wait. */
  consumeAll(rules: readonly R[], key: string): Promise<RateLimitDecision>;
  /** Whether `key` has points left under `rule`, without counting anything. */
  peek(rule: R, key: string): Promise<RateLimitDecision>;
  /**
   * Loads the store's client and waits (at most 5 s) until the store takes counts: true when it
   * does, false when it does not (counts then fail open). Never rejects. Call it at start-up, before
   * listening, so that the first requests do not wait for the client to load.
   */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

const OK: RateLimitDecision = Object.freeze({ ok: true });
const LOG_EVERY_MS = 60_000;
const READY_TIMEOUT_MS = 5000;

export function createRateLimits<R extends string = RateLimitRuleName>(options: RateLimitOptions<R>): RateLimits<R> {
  const rules = (options.rules ?? RATE_LIMIT_RULES) as Readonly<Record<R, RateLimitRule>>;
  const store: RateLimitStoreKind = options.redisUrl ? 'redis' : options.databaseUrl ? 'postgres' : 'memory';
  const timeoutMs = options.storeTimeoutMs ?? 1000;
  const { logger, factor } = options;
  if (!(factor >= 0)) throw new Error(`rate limit factor must be 0 or more, not ${factor}`);
  if (factor === 0) {
    logger.info('rate limits are off (RATE_LIMIT_FACTOR=0)');
    return {
      store,
      consume: async () => OK,
      consumeAll: async () => OK,
      peek: async () => OK,
      ready: async () => true,
      close: async () => {},
    };
  }

  // If the store fails (Redis or PostgreSQL down or slow), requests pass uncounted: FAIL OPEN.
  // These limits protect capacity, not money, and refusing every request because the counter is
  // away would turn a Redis outage into a site outage. It is logged, at most once a minute.
  let lastLoggedAt = -Infinity;
  let passedUncounted = 0;
  const trouble = (error: unknown, countsRequest: boolean) => {
    if (countsRequest) passedUncounted++;
    const now = Date.now();
    if (now - lastLoggedAt < LOG_EVERY_MS) return;
    lastLoggedAt = now;
    logger.error('rate limit store failed: requests pass without limits (fail open)', { store, error, passedUncounted });
    passedUncounted = 0;
  };

  const opening: Promise<RateLimitStore> = openStore(store, options, timeoutMs, (error) => trouble(error, false));
  opening.catch(() => {});
  const limiters = new Map<R, RateLimiterAbstract>();
  const definitionOf = (rule: R): RateLimitRule => {
    const definition = rules[rule];
    if (!definition) throw new Error(`unknown rate limit rule "${rule}"`);
    return definition;
  };
  const pointsOf = (definition: RateLimitRule) =>
    definition.fixed ? definition.points : Math.max(1, Math.round(definition.points * factor));
  const keyPrefixOf = (rule: R) => `${options.redisKeyPrefix}:rate-limit:${rule}`;
  const storedKeyOf = (rule: R, key: string) => (rules[rule].hashKey || key.length > 200 ? hashed(key) : key);
  /** The key as stored, with its rule's prefix (as the library's limiters store it, so both ways share one count). */
  const wholeKeyOf = (rule: R, key: string) => `${keyPrefixOf(rule)}:${storedKeyOf(rule, key)}`;
  /** The library's limiter of a rule in a store that has one (memory, Redis), made once. */
  const limiterOf = (opened: RateLimitStore, rule: R): RateLimiterAbstract => {
    let limiter = limiters.get(rule);
    if (!limiter) {
      if (!opened.limiter) throw new Error(`the ${store} store counts without the library's limiter`);
      const definition = definitionOf(rule);
      limiter = opened.limiter({ keyPrefix: keyPrefixOf(rule), points: pointsOf(definition), duration: definition.durationSeconds });
      limiters.set(rule, limiter);
    }
    return limiter;
  };
  const refusal = (res: RateLimiterRes): RateLimitDecision => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  /** A refusal from a store's own count: `consumed` points used against the rule's `points`, `msBeforeNext` left. */
  const refusedBy = (consumed: number, msBeforeNext: number) => refusal(new RateLimiterRes(0, msBeforeNext, consumed));

  /**
   * Runs `work` on the store once it is ready, within the store time-out. A store that fails or is
   * slow answers OK (fail open), counted as a request let through when `countsRequest`.
   */
  const inStore = async (
    countsRequest: boolean,
    work: (opened: RateLimitStore) => Promise<RateLimitDecision>,
  ): Promise<RateLimitDecision> => {
    try {
      return await withTimeout(
        (async () => {
          const opened = await opening;
          await opened.prepare();
          return work(opened);
        })(),
        timeoutMs,
      );
    } catch (error) {
      trouble(error, countsRequest);
      return OK;
    }
  };
  /** One call on the library's limiter: it rejects with a RateLimiterRes when the key has no points left. */
  const byLimiter = async (call: () => Promise<RateLimitDecision>): Promise<RateLimitDecision> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof RateLimiterRes) return refusal(error);
      throw error;
    }
  };

  /** The longest wait of the refused decisions, or OK. */
  const worst = (decisions: readonly RateLimitDecision[]): RateLimitDecision => {
    let wait = 0;
    for (const decision of decisions) if (!decision.ok) wait = Math.max(wait, decision.retryAfterSeconds);
    return wait > 0 ? { ok: false, retryAfterSeconds: wait } : OK;
  };

  /**
   * Every rule counted: in one statement where the store can (PostgreSQL), one rule too (the
   * library's PostgreSQL limiter builds its statement anew on every count, a fifth of the CPU of a
   * small API request); else by each rule's limiter, at once.
   */
  const localLimiters = new Map<R, RateLimiterMemory>();
  /** A local rule's limiter in this process's memory, made once. */
  const localLimiterOf = (rule: R): RateLimiterMemory => {
    let limiter = localLimiters.get(rule);
    if (!limiter) {
      const definition = definitionOf(rule);
      limiter = new RateLimiterMemory({ keyPrefix: keyPrefixOf(rule), points: pointsOf(definition), duration: definition.durationSeconds });
      localLimiters.set(rule, limiter);
    }
    return limiter;
  };
  const isLocal = (rule: R) => definitionOf(rule).local === true;
  /** Local rules counted here, the others in the store. */
  const consumeAll = async (names: readonly R[], key: string): Promise<RateLimitDecision> => {
    const shared = names.filter((rule) => !isLocal(rule));
    const decisions = await Promise.all([
      ...names.filter(isLocal).map((rule) =>
        byLimiter(async () => {
          await localLimiterOf(rule).consume(storedKeyOf(rule, key));
          return OK;
        }),
      ),
      ...(shared.length > 0 ? [consumeShared(shared, key)] : []),
    ]);
    return worst(decisions);
  };
  const consumeShared = (names: readonly R[], key: string): Promise<RateLimitDecision> => {
    // An unknown rule is the caller's mistake, thrown, not a store failure let through.
    const counters = names.map((rule) => ({ rule, durationSeconds: definitionOf(rule).durationSeconds, key: wholeKeyOf(rule, key) }));
    return inStore(true, async (opened) => {
      if (!opened.consumeMany) {
        return worst(
          await Promise.all(
            names.map((rule) =>
              byLimiter(async () => {
                await limiterOf(opened, rule).consume(storedKeyOf(rule, key));
                return OK;
              }),
            ),
          ),
        );
      }
      const answers = new Map((await opened.consumeMany(counters)).map((a) => [a.key, a]));
      return worst(
        counters.map(({ rule, key: whole }) => {
          const answer = answers.get(whole);
          return answer && answer.consumed > pointsOf(definitionOf(rule)) ? refusedBy(answer.consumed, answer.msBeforeNext) : OK;
        }),
      );
    });
  };

  /** Whether `key` has points left under `rule`, asked of the store itself where it can (PostgreSQL), else of the rule's limiter. */
  const peek = async (rule: R, key: string): Promise<RateLimitDecision> => {
    const points = pointsOf(definitionOf(rule));
    if (isLocal(rule)) {
      const state = await localLimiterOf(rule).get(storedKeyOf(rule, key));
      return state && state.consumedPoints >= points ? refusal(state) : OK;
    }
    return inStore(false, async (opened) => {
      if (opened.peek) {
        const state = await opened.peek(wholeKeyOf(rule, key));
        return state && state.consumed >= points ? refusedBy(state.consumed, state.msBeforeNext) : OK;
      }
      const state = await limiterOf(opened, rule).get(storedKeyOf(rule, key));
      return state && state.consumedPoints >= points ? refusal(state) : OK;
    });
  };

  return {
    store,
    consume: (rule, key) => consumeAll([rule], key),
    consumeAll,
    peek,
    async ready() {
      try {
        const opened = await opening;
        await withTimeout(opened.prepare(), Math.max(timeoutMs, READY_TIMEOUT_MS));
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      const opened = await opening.catch(() => undefined);
      await opened?.close();
    },
  };
}

async function openStore(
  kind: RateLimitStoreKind,
  options: RateLimitOptions<string>,
  timeoutMs: number,
  onTrouble: (error: unknown) => void,
): Promise<RateLimitStore> {
  if (kind === 'memory') {
    return { limiter: (opts) => new RateLimiterMemory(opts), prepare: async () => {}, close: async () => {} };
  }
  const stores = await import('./rate-limit-stores');
  if (kind === 'redis') return stores.openRedisStore(options.redisUrl!, onTrouble);
  return stores.openPostgresStore(options.databaseUrl!, { statementTimeoutMs: Math.max(1000, timeoutMs * 2) });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rate limit store did not answer within ${ms} ms`)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function hashed(key: string): string {
  return `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

/** The Retry-After header value: whole seconds, at least 1. */
export function retryAfterHeader(seconds: number): string {
  return String(Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1)));
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The payment gateway's callback and webhooks: limited by their signatures and per event (src/runtime/gateway-limits.ts), not per address. */
export const GATEWAY_ENDPOINTS: ReadonlySet<string> = new Set(['payments/callback', 'payments/webhook']);

/**
 * The per-IP rules of one API request: `api-ip` always, `write-ip` for state-changing methods,
 * `notify-ip` for notify-me and `logger-ip` for logger; none for the payment gateway's calls.
 * `endpoint` is the path under /service-centre/api/ (e.g. 'notify-me'), without the query.
 */
export function ipRulesFor(method: string, endpoint: string): RateLimitRuleName[] {
  if (GATEWAY_ENDPOINTS.has(endpoint.replace(/^\/+|\/+$/g, '').toLowerCase())) return [];
  const rules: RateLimitRuleName[] = ['api-ip'];
  if (STATE_CHANGING.has(method.toUpperCase())) rules.push('write-ip');
  const name = endpoint.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (name === 'notify-me') rules.push('notify-ip');
  // A number change sends and checks codes as a sign-in does: the same address limits.
  if (name === 'sign-in/start' || name === 'change-phone/start') rules.push('sign-in-ip');
  if (name === 'sign-in/verify' || name === 'change-phone/verify') rules.push('verify-ip');
  if (name === 'logger') rules.push('logger-ip');
  if (name === 'csp-report') rules.push('csp-report-ip');
  return rules;
}

/**
 * The key of a client IP: an IPv4 address as it is; an IPv6 address by its /64, the block one
 * subscriber is usually given (each of whose 2^64 addresses would otherwise count afresh).
 */
export function ipRateLimitKey(ip: string): string {
  const address = normaliseAddress(ip) ?? ip;
  if (isIPv4(address) || !address.includes(':')) return address;
  const groups = expandIPv6(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

function expandIPv6(address: string): number[] | undefined {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) => parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : undefined;
}
