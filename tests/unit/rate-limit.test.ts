import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, type Logger } from '@/runtime/logger';
import { RATE_LIMIT_RULES, createRateLimits, ipRateLimitKey, ipRulesFor, retryAfterHeader, type RateLimits } from '@/runtime/rate-limit';

const quiet = createLogger('silent');
/** A logger that keeps its lines. */
function recordingLogger(): Logger & { lines: { level: string; msg: string; fields: Record<string, unknown> }[] } {
  const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      lines.push({ level, msg, fields });
    };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

const TEST_RULES = {
  three: { points: 3, durationSeconds: 2 },
  one: { points: 1, durationSeconds: 60 },
} as const;

const opened: RateLimits<string>[] = [];
function memoryLimits(factor = 1, logger: Logger = quiet): RateLimits<keyof typeof TEST_RULES> {
  const limits = createRateLimits({ redisKeyPrefix: 'unit', factor, logger, rules: TEST_RULES });
  opened.push(limits);
  return limits;
}
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((limits) => limits.close()));
});

async function consumeTimes(limits: RateLimits<'three'>, times: number, key: string) {
  const decisions = [];
  for (let i = 0; i < times; i++) decisions.push(await limits.consume('three', key));
  return decisions;
}

describe('the rules', () => {
  it('are the agreed ones', () => {
    expect(RATE_LIMIT_RULES).toEqual({
      'api-ip': { points: 300, durationSeconds: 60 },
      'write-ip': { points: 30, durationSeconds: 60 },
      'notify-contact': { points: 5, durationSeconds: 3600, hashKey: true },
      'notify-ip': { points: 20, durationSeconds: 3600 },
      'logger-ip': { points: 60, durationSeconds: 60 },
      'csp-report-ip': { points: 30, durationSeconds: 60 },
      'sign-in-phone': { points: 3, durationSeconds: 900, hashKey: true, fixed: true },
      'sign-in-failures-phone': { points: 10, durationSeconds: 3600, hashKey: true, fixed: true },
      'change-phone-account': { points: 3, durationSeconds: 900, fixed: true },
      'sign-in-ip': { points: 10, durationSeconds: 900 },
      'verify-ip': { points: 30, durationSeconds: 900 },
      'gateway-refused-ip': { points: 10, durationSeconds: 600, fixed: true },
      'webhook-event': { points: 10, durationSeconds: 3600, hashKey: true, fixed: true },
      'analytics-key': { points: 6000, durationSeconds: 60, local: true },
      'analytics-ip': { points: 120, durationSeconds: 60, local: true },
    });
  });

  it('per-IP rules of an API request', () => {
    expect(ipRulesFor('GET', 'garage-details-from-id/4b1d')).toEqual(['api-ip']);
    expect(ipRulesFor('HEAD', 'vehicle-makes')).toEqual(['api-ip']);
    expect(ipRulesFor('OPTIONS', 'notify-me')).toEqual(['api-ip', 'notify-ip']);
    expect(ipRulesFor('POST', 'notify-me')).toEqual(['api-ip', 'write-ip', 'notify-ip']);
    expect(ipRulesFor('post', '/Notify-Me/')).toEqual(['api-ip', 'write-ip', 'notify-ip']);
    expect(ipRulesFor('POST', 'logger')).toEqual(['api-ip', 'write-ip', 'logger-ip']);
    expect(ipRulesFor('PUT', 'x')).toEqual(['api-ip', 'write-ip']);
    expect(ipRulesFor('PATCH', 'x')).toEqual(['api-ip', 'write-ip']);
    expect(ipRulesFor('DELETE', 'x')).toEqual(['api-ip', 'write-ip']);
    expect(ipRulesFor('POST', 'notify-me-later')).toEqual(['api-ip', 'write-ip']);
    expect(ipRulesFor('POST', 'sign-in/start')).toEqual(['api-ip', 'write-ip', 'sign-in-ip']);
    expect(ipRulesFor('POST', 'sign-in/verify')).toEqual(['api-ip', 'write-ip', 'verify-ip']);
    expect(ipRulesFor('POST', 'sign-in/other')).toEqual(['api-ip', 'write-ip']);
    expect(ipRulesFor('POST', 'change-phone/start')).toEqual(['api-ip', 'write-ip', 'sign-in-ip']);
    expect(ipRulesFor('POST', 'change-phone/verify')).toEqual(['api-ip', 'write-ip', 'verify-ip']);
    // The payment gateway's calls are not limited per address: by their signatures and per event instead.
    expect(ipRulesFor('POST', 'payments/webhook')).toEqual([]);
    expect(ipRulesFor('POST', '/payments/callback/')).toEqual([]);
    expect(ipRulesFor('POST', 'payments/webhooks')).toEqual(['api-ip', 'write-ip']);
  });
});

describe('retryAfterHeader', () => {
  it('whole seconds, at least 1', () => {
    expect(retryAfterHeader(0)).toBe('1');
    expect(retryAfterHeader(0.2)).toBe('1');
    expect(retryAfterHeader(1)).toBe('1');
    expect(retryAfterHeader(59.1)).toBe('60');
    expect(retryAfterHeader(3600)).toBe('3600');
    expect(retryAfterHeader(Number.NaN)).toBe('1');
  });
});

describe('ipRateLimitKey', () => {
  it('IPv4 as it is, IPv6 by its /64', () => {
    expect(ipRateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipRateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipRateLimitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipRateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(ipRateLimitKey('2001:DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(ipRateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipRateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(ipRateLimitKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(ipRateLimitKey('unknown')).toBe('unknown');
  });
});

describe('rate limits in memory', () => {
  it('peek tells whether points are left without counting: ok before and at N-1, refused at N', async () => {
    const limits = memoryLimits();
    expect(await limits.peek('three', 'k')).toEqual({ ok: true });
    await consumeTimes(limits, 2, 'k');
    expect(await limits.peek('three', 'k')).toEqual({ ok: true });
    expect(await limits.peek('three', 'k')).toEqual({ ok: true });
    await consumeTimes(limits, 1, 'k');
    const refused = await limits.peek('three', 'k');
    expect(refused.ok).toBe(false);
    expect(await limits.peek('three', 'other')).toEqual({ ok: true });
  });

  it('uses the memory store without Redis or PostgreSQL', async () => {
    const limits = memoryLimits();
    expect(limits.store).toBe('memory');
    expect(await limits.ready()).toBe(true);
  });

  it('a rule of N points allows N requests and refuses the next, saying when to retry', async () => {
    const limits = memoryLimits();
    const decisions = await consumeTimes(limits, 4, '203.0.113.7');
    expect(decisions.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const refused = decisions[3]!;
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2);
    expect(await limits.consume('three', '203.0.113.7')).toEqual({ ok: false, retryAfterSeconds: refused.retryAfterSeconds });
  });

  it('the count starts again when the duration has passed', async () => {
    vi.useFakeTimers();
    const limits = memoryLimits();
    await consumeTimes(limits, 3, 'k');
    expect((await limits.consume('three', 'k')).ok).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(await limits.consume('three', 'k')).toEqual({ ok: false, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(1001);
    expect(await consumeTimes(limits, 4, 'k')).toEqual([{ ok: true }, { ok: true }, { ok: true }, { ok: false, retryAfterSeconds: 2 }]);
  });

  it('different keys and different rules count apart', async () => {
    const limits = memoryLimits();
    await consumeTimes(limits, 3, 'a');
    expect((await limits.consume('three', 'a')).ok).toBe(false);
    expect(await limits.consume('three', 'b')).toEqual({ ok: true });
    expect(await limits.consume('one', 'a')).toEqual({ ok: true });
    expect((await limits.consume('one', 'a')).ok).toBe(false);
  });

  it('factor 2 doubles every rule', async () => {
    const limits = memoryLimits(2);
    const decisions = await consumeTimes(limits, 7, 'k');
    expect(decisions.filter((d) => d.ok)).toHaveLength(6);
    expect(decisions[6]!.ok).toBe(false);
    expect(await limits.consume('one', 'k')).toEqual({ ok: true });
    expect(await limits.consume('one', 'k')).toEqual({ ok: true });
    expect((await limits.consume('one', 'k')).ok).toBe(false);
  });

  it('a fixed rule keeps its points whatever the factor', async () => {
    const limits = createRateLimits({
      redisKeyPrefix: 'unit',
      factor: 100,
      logger: quiet,
      rules: { code: { points: 3, durationSeconds: 60, fixed: true }, scaled: { points: 3, durationSeconds: 60 } },
    });
    opened.push(limits as RateLimits<string>);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await limits.consume('code', 'p')).ok);
    expect(codes).toEqual([true, true, true, false]);
    const scaled = [];
    for (let i = 0; i < 4; i++) scaled.push((await limits.consume('scaled', 'p')).ok);
    expect(scaled).toEqual([true, true, true, true]);
  });

  it('a factor below 1 rounds, and leaves at least one request', async () => {
    const half = memoryLimits(0.5);
    expect((await consumeTimes(half, 3, 'k')).map((d) => d.ok)).toEqual([true, true, false]);
    const tiny = memoryLimits(0.001);
    expect((await consumeTimes(tiny, 2, 'k')).map((d) => d.ok)).toEqual([true, false]);
  });

  it('factor 0 never refuses', async () => {
    const logger = recordingLogger();
    const limits = memoryLimits(0, logger);
    const decisions = await consumeTimes(limits, 500, 'k');
    expect(decisions.every((d) => d.ok)).toBe(true);
    expect(await limits.consumeAll(['one', 'three'], 'k')).toEqual({ ok: true });
    expect(logger.lines).toEqual([{ level: 'info', msg: 'rate limits are off (RATE_LIMIT_FACTOR=0)', fields: {} }]);
  });

  it('a negative factor is a mistake', () => {
    expect(() => createRateLimits({ redisKeyPrefix: 'unit', factor: -1, logger: quiet })).toThrow(
      'rate limit factor must be 0 or more, not -1',
    );
  });

  it('consumeAll counts against every rule and answers with the longest wait', async () => {
    const limits = memoryLimits();
    expect(await limits.consumeAll(['one', 'three'], 'k')).toEqual({ ok: true });
    const refused = await limits.consumeAll(['one', 'three'], 'k');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(2);
    // 'three' was counted even though 'one' refused: two of its three points are gone.
    expect(await limits.consume('three', 'k')).toEqual({ ok: true });
    expect((await limits.consume('three', 'k')).ok).toBe(false);
  });

  it('an unknown rule is a mistake', async () => {
    const limits = memoryLimits() as unknown as RateLimits<string>;
    await expect(async () => limits.consume('nope', 'k')).rejects.toThrow('unknown rate limit rule "nope"');
  });

  it('the default rules: api-ip allows 300 a minute per key', async () => {
    const limits = createRateLimits({ redisKeyPrefix: 'unit', factor: 1, logger: quiet });
    opened.push(limits);
    let allowed = 0;
    for (let i = 0; i < 301; i++) if ((await limits.consume('api-ip', '203.0.113.7')).ok) allowed++;
    expect(allowed).toBe(300);
    const contact = [];
    for (let i = 0; i < 6; i++) contact.push((await limits.consume('notify-contact', '9876543210')).ok);
    expect(contact).toEqual([true, true, true, true, true, false]);
  });
});

describe('when the store fails, requests pass (fail open) and it is logged once a minute', () => {
  it('Redis that does not answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const logger = recordingLogger();
    const limits = createRateLimits({
      redisUrl: 'redis://127.0.0.1:1',
      redisKeyPrefix: 'unit',
      factor: 1,
      logger,
      rules: TEST_RULES,
      storeTimeoutMs: 500,
    });
    opened.push(limits);
    expect(limits.store).toBe('redis');
    expect(await limits.ready()).toBe(false);
    for (let i = 0; i < 5; i++) expect(await limits.consume('one', 'k')).toEqual({ ok: true });
    const failures = () => logger.lines.filter((line) => line.level === 'error');
    expect(failures()).toHaveLength(1);
    expect(failures()[0]!.msg).toBe('rate limit store failed: requests pass without limits (fail open)');
    expect(failures()[0]!.fields.store).toBe('redis');
    vi.setSystemTime(Date.now() + 59_000);
    expect(await limits.consume('one', 'k')).toEqual({ ok: true });
    expect(failures()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await limits.consume('one', 'k')).toEqual({ ok: true });
    expect(failures()).toHaveLength(2);
    expect(failures()[1]!.fields.passedUncounted).toBeGreaterThanOrEqual(1);
  });

  it('Redis that accepts the connection and never answers: the request waits at most the store time-out', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const logger = recordingLogger();
      const limits = createRateLimits({
        redisUrl: `redis://127.0.0.1:${port}`,
        redisKeyPrefix: 'unit',
        factor: 1,
        logger,
        rules: TEST_RULES,
        storeTimeoutMs: 300,
      });
      opened.push(limits);
      const started = performance.now();
      expect(await limits.consume('one', 'k')).toEqual({ ok: true });
      expect(performance.now() - started).toBeLessThan(1500);
      expect(logger.lines.filter((line) => line.level === 'error')).toHaveLength(1);
      await limits.close();
    } finally {
      silent.close();
    }
  });

  it('PostgreSQL that does not answer', async () => {
    const logger = recordingLogger();
    const limits = createRateLimits({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      redisKeyPrefix: 'unit',
      factor: 1,
      logger,
      rules: TEST_RULES,
      storeTimeoutMs: 500,
    });
    opened.push(limits);
    expect(limits.store).toBe('postgres');
    expect(await limits.ready()).toBe(false);
    for (let i = 0; i < 3; i++) expect(await limits.consume('one', 'k')).toEqual({ ok: true });
    expect(logger.lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });

  it('a local rule counts in this process even where the shared store is away: 2 points, the third refused', async () => {
    const limits = createRateLimits({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      redisKeyPrefix: 'unit',
      factor: 1,
      logger: recordingLogger(),
      rules: { here: { points: 2, durationSeconds: 60, local: true }, shared: { points: 2, durationSeconds: 60 } },
      storeTimeoutMs: 500,
    });
    opened.push(limits);
    expect(await limits.consume('here', 'k')).toEqual({ ok: true });
    expect(await limits.peek('here', 'k')).toEqual({ ok: true });
    expect(await limits.consume('here', 'k')).toEqual({ ok: true });
    const third = await limits.consume('here', 'k');
    expect(third.ok).toBe(false);
    if (!third.ok) expect(third.retryAfterSeconds).toBeGreaterThan(58);
    expect((await limits.peek('here', 'k')).ok).toBe(false);
    // Another key has its own count; the shared rule, its store away, lets every request through.
    expect(await limits.consume('here', 'other')).toEqual({ ok: true });
    for (let i = 0; i < 3; i++) expect(await limits.consume('shared', 'k')).toEqual({ ok: true });
    // Both at once: the local refusal stands.
    expect((await limits.consumeAll(['here', 'shared'], 'k')).ok).toBe(false);
  });

  it('Redis wins over PostgreSQL when both are set', () => {
    const limits = createRateLimits({
      redisUrl: 'redis://127.0.0.1:1',
      databaseUrl: 'postgres://127.0.0.1:1/none',
      redisKeyPrefix: 'unit',
      factor: 1,
      logger: quiet,
    });
    opened.push(limits);
    expect(limits.store).toBe('redis');
  });
});
