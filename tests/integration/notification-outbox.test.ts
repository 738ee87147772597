import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { recordingLogger } from '../support/recording-logger';
import { outbox } from '@/backend/platform/db/schema';
import { deliverDue, enqueueSms, sweepOutbox } from '@/backend/notifications/outbox-service';
import { createMsg91Sms } from '@/backend/platform/providers/sms/msg91';
import { SmsSendError, type SmsProvider } from '@/backend/platform/providers/sms';
import { createLogger } from '@/runtime/logger';

const silent = createLogger('silent');

/** A stand-in for MSG91's flow API that records each request and answers as told. */
async function stubMsg91(answer: (n: number) => { status: number; body: unknown }) {
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: JSON.parse(text || 'null') });
      const { status, body } = answer(seen.length);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the MSG91 adapter speaks the flow API', () => {
  let stub: Awaited<ReturnType<typeof stubMsg91>> | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });

  it('posts the template id and the number with 91 and the code variable, the auth key in its header', async () => {
    stub = await stubMsg91(() => ({ status: 200, body: { type: 'success', message: '3763646c3058373530393832' } }));
    const sms = createMsg91Sms({
      authKey: 'test-auth-key-123',
      templateIds: { SIGN_IN_CODE: '65f1a2b3c4d5e6f708091a2b' },
      baseUrl: stub.url,
    });
    const sent = await sms.send({ to: '9876543210', template: 'SIGN_IN_CODE', variables: { code: '042917' }, text: 'ignored' });
    expect(sent.providerMessageId).toBe('3763646c3058373530393832');
    expect(stub.seen).toHaveLength(1);
    const [request] = stub.seen;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/v5/flow');
    expect(request!.headers.authkey).toBe('test-auth-key-123');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      template_id: '65f1a2b3c4d5e6f708091a2b',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', code: '042917' }],
    });
  });

  it('takes a 5xx and a 429 as worth retrying, a refusal (4xx or type error) as final', async () => {
    const answers = [
      { status: 503, body: { type: 'error', message: 'busy' } },
      { status: 429, body: {} },
      { status: 401, body: { type: 'error', message: 'Authentication failure' } },
      { status: 200, body: { type: 'error', message: 'Invalid template' } },
    ];
    stub = await stubMsg91((n) => answers[n - 1]!);
    const sms = createMsg91Sms({ authKey: 'k'.repeat(10), templateIds: { SIGN_IN_CODE: 't1' }, baseUrl: stub.url });
    const message = { to: '9876543210', template: 'SIGN_IN_CODE' as const, variables: { code: '111111' }, text: '' };
    const outcomes: [boolean, string][] = [];
    for (let i = 0; i < 4; i++) {
      const error = await sms.send(message).then(
        () => null,
        (e: unknown) => e as SmsSendError,
      );
      outcomes.push([error!.retryable, error!.message]);
    }
    expect(outcomes).toEqual([
      [true, 'MSG91 refused the message: busy'],
      [true, 'MSG91 refused the message: HTTP 429'],
      [false, 'MSG91 refused the message: Authentication failure'],
      [false, 'MSG91 refused the message: Invalid template'],
    ]);
  });

  it('cannot send a template it has no id for', async () => {
    const sms = createMsg91Sms({ authKey: 'k'.repeat(10), templateIds: {}, baseUrl: 'http://127.0.0.1:9' });
    const error = await sms.send({ to: '9876543210', template: 'SIGN_IN_CODE', variables: {}, text: '' }).catch((e: SmsSendError) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).retryable).toBe(false);
  });
});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the notification outbox on ${target.name}`, () => {
    let backend: TestBackend;
    // Without the job runner, rounds run only when a test calls deliverDue.
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });
    const row = async (id: string) => (await backend.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    const due = (id: string) => backend.deps.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
    const flaky = (failures: number, retryable = true): SmsProvider & { calls: number } => {
      const provider = {
        name: 'flaky',
        embedded: false,
        calls: 0,
        async send() {
          provider.calls++;
          if (provider.calls <= failures) throw new SmsSendError('provider down', retryable);
          return { providerMessageId: `id-${provider.calls}` };
        },
      };
      return provider;
    };

    it('delivers a message, then erases the text of one that holds a secret', async () => {
      const id = await enqueueSms(backend.deps.db, {
        to: '9811100001',
        template: 'SIGN_IN_CODE',
        variables: { code: '123456' },
        text: '123456 is your code',
        sensitive: true,
      });
      const provider = flaky(0);
      expect(await deliverDue(backend.deps.db, provider, silent)).toBeGreaterThanOrEqual(1);
      const sent = await row(id);
      expect([sent.status, sent.attempts, sent.provider, sent.providerMessageId, sent.body, sent.payload]).toEqual([
        'SENT',
        1,
        'flaky',
        'id-1',
        null,
        {},
      ]);
    });

    it('hands the provider the number, the template, its variables as text and the message', async () => {
      // Variables are stored as JSON; a number among them (a count, say) reaches the provider as text.
      const id = await enqueueSms(backend.deps.db, {
        to: '9811100006',
        template: 'CALLBACK_REQUESTED',
        variables: { phone: '9811100007', when: 'Tue 24th Nov, 10:30 AM', tries: 2 as never },
        text: 'Call back requested: +91 98111 00007 at Tue 24th Nov, 10:30 AM.',
      });
      const sent: unknown[] = [];
      await deliverDue(
        backend.deps.db,
        {
          name: 'recording',
          embedded: false,
          send: async (message) => {
            sent.push(message);
            return { providerMessageId: 'rec-1' };
          },
        },
        silent,
      );
      expect(sent.filter((m) => (m as { to: string }).to === '9811100006')).toEqual([
        {
          to: '9811100006',
          template: 'CALLBACK_REQUESTED',
          variables: { phone: '9811100007', when: 'Tue 24th Nov, 10:30 AM', tries: '2' },
          text: 'Call back requested: +91 98111 00007 at Tue 24th Nov, 10:30 AM.',
        },
      ]);
      expect((await row(id)).status).toBe('SENT');
    });

    it('logs each failed try with the masked number, and the giving up as an error', async () => {
      const id = await enqueueSms(backend.deps.db, { to: '9811100008', template: 'SIGN_IN_CODE', variables: {}, text: 'x' });
      const logger = recordingLogger();
      await deliverDue(backend.deps.db, flaky(99), logger);
      await due(id);
      await deliverDue(backend.deps.db, flaky(99, false), logger);
      expect(logger.lines.filter((l) => l.fields?.id === id)).toEqual([
        {
          level: 'warn',
          msg: 'notification not delivered; will try again',
          fields: { id, recipient: '98•••••008', attempts: 1, retryInSeconds: 5, error: 'provider down' },
        },
        { level: 'error', msg: 'notification given up', fields: { id, recipient: '98•••••008', attempts: 2, error: 'provider down' } },
      ]);
    });

    it('tries again after 5 s, then 30 s…, and gives up after the fifth failure', async () => {
      const id = await enqueueSms(backend.deps.db, {
        to: '9811100002',
        template: 'SIGN_IN_CODE',
        variables: { code: '654321' },
        text: 'x',
        sensitive: true,
      });
      const provider = flaky(99);
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        await due(id);
        await deliverDue(backend.deps.db, provider, silent);
        const after = await row(id);
        waits.push(Math.round((after.nextAttemptAt.getTime() - Date.now()) / 1000));
      }
      const failed = await row(id);
      expect([failed.status, failed.attempts, failed.lastError, failed.body]).toEqual(['FAILED', 5, 'provider down', null]);
      expect(waits.slice(0, 4).map((w) => Math.round(w / 5) * 5)).toEqual([5, 30, 120, 600]);
    });

    it('gives up at once when the provider refuses for good', async () => {
      const id = await enqueueSms(backend.deps.db, { to: '9811100003', template: 'SIGN_IN_CODE', variables: {}, text: 'plain text' });
      await deliverDue(backend.deps.db, flaky(99, false), silent);
      const failed = await row(id);
      expect([failed.status, failed.attempts, failed.body]).toEqual(['FAILED', 1, 'plain text']);
    });

    it('keeps the text while the embedded provider is in use, so the demo outbox can show the code', async () => {
      const id = await enqueueSms(backend.deps.db, {
        to: '9811100004',
        template: 'SIGN_IN_CODE',
        variables: { code: '777777' },
        text: '777777 is your code',
        sensitive: true,
      });
      await deliverDue(
        backend.deps.db,
        { name: 'embedded', embedded: true, send: async () => ({ providerMessageId: 'embedded-1' }) },
        silent,
      );
      expect((await row(id)).body).toBe('777777 is your code');
    });

    it('does not deliver a message past its expiry; the sweep gives it up and erases it', async () => {
      const id = await enqueueSms(backend.deps.db, {
        to: '9811100005',
        template: 'SIGN_IN_CODE',
        variables: { code: '1' },
        text: 'late',
        sensitive: true,
        expiresAt: new Date(Date.now() - 1000),
      });
      const provider = flaky(0);
      await deliverDue(backend.deps.db, provider, silent);
      expect([provider.calls, (await row(id)).status]).toEqual([0, 'PENDING']);
      await sweepOutbox(backend.deps.db);
      const expired = await row(id);
      expect([expired.status, expired.body, expired.lastError]).toEqual(['FAILED', null, 'expired before it could be delivered']);
    });
  });
}
