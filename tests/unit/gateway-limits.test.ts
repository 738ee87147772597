import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@/runtime/logger';
import { createRateLimits, type RateLimits } from '@/runtime/rate-limit';
import { admitGatewayCall, countGatewayAnswer, isGatewayEndpoint } from '@/runtime/gateway-limits';

// The payment gateway's calls (finding 7): never limited per address while genuine; an address whose
// calls were refused ten times waits; one webhook event is taken ten times an hour. The real rules, memory store.
const opened: RateLimits[] = [];
const limits = () => {
  const l = createRateLimits({ redisKeyPrefix: 'unit-gw', factor: 1, logger: createLogger('silent') });
  opened.push(l);
  return l;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((l) => l.close()));
});

describe('the payment gateway’s calls', () => {
  it('are the callback and the webhooks only', () => {
    expect(
      ['payments/webhook', '/payments/callback/', 'PAYMENTS/WEBHOOK', 'payments/webhooks', 'appointment'].map(isGatewayEndpoint),
    ).toEqual([true, true, true, false, false]);
  });

  it('genuine ones from one address are never refused, however many: a hundred answered 200', async () => {
    const l = limits();
    for (let i = 0; i < 100; i++) {
      expect(await admitGatewayCall(l, '203.0.113.9', `evt_${i}`)).toEqual({ ok: true });
      await countGatewayAnswer(l, '203.0.113.9', 200);
    }
  });

  it('an address with ten refused calls waits; another address does not; a 409 or a 503 is no refusal', async () => {
    const l = limits();
    for (let i = 0; i < 10; i++) {
      expect((await admitGatewayCall(l, '198.51.100.4', undefined)).ok).toBe(true);
      await countGatewayAnswer(l, '198.51.100.4', i % 2 === 0 ? 400 : 404);
    }
    expect(await admitGatewayCall(l, '198.51.100.4', undefined)).toMatchObject({ ok: false });
    expect(await admitGatewayCall(l, '198.51.100.5', undefined)).toEqual({ ok: true });
    for (const status of [409, 429, 503, 200]) await countGatewayAnswer(l, '198.51.100.5', status);
    expect(await admitGatewayCall(l, '198.51.100.5', 'evt_x')).toEqual({ ok: true });
  });

  it('one webhook event id is taken ten times, the eleventh waits; another event id goes on', async () => {
    const l = limits();
    for (let i = 0; i < 10; i++) expect((await admitGatewayCall(l, '203.0.113.9', 'evt_Repeated')).ok).toBe(true);
    expect(await admitGatewayCall(l, '203.0.113.9', 'evt_Repeated')).toMatchObject({ ok: false });
    expect(await admitGatewayCall(l, '203.0.113.9', 'evt_Other')).toEqual({ ok: true });
  });
});
