// The WhatsApp Cloud API adapter (docs/decisions/057) against a local stand-in of Meta's Graph API: the
// request it sends (path with the phone number id, Bearer token, the template's name, language and
// body parameters in order), the message id it keeps, which failures are tried again; and the outbox
// handing WHATSAPP messages to it (a 503 waits and is tried again, then sent).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createWhatsAppCloud } from '@/backend/platform/providers/whatsapp/cloud-api';
import { WhatsAppSendError } from '@/backend/platform/providers/whatsapp';
import { createEmbeddedSms } from '@/backend/platform/providers/sms/embedded';
import { deliverDue, enqueueWhatsApp } from '@/backend/notifications/outbox-service';
import { outbox } from '@/backend/platform/db/schema';
import { createLogger } from '@/runtime/logger';
import { startTestBackend, type TestBackend } from '../support/backend';

const PORT = 4561;
const TOKEN = 'EAAG-test-token-0123456789';
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}
const seen: Seen[] = [];
/** What the stand-in answers next: a status and a body. */
let answers: { status: number; body: unknown }[] = [];
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });

const provider = createWhatsAppCloud({
  accessToken: TOKEN,
  phoneNumberId: '109876543210',
  templateNames: { SERVICE_REMINDER: 'service_reminder_v2', SERVICE_DUE: 'service_due' },
  language: 'en',
  baseUrl: `http://127.0.0.1:${PORT}/v21.0`,
});
const reminder = {
  to: '9812300500',
  template: 'SERVICE_REMINDER' as const,
  variables: { vehicle: 'Maruti Suzuki Swift (KA 05 RM 1001)', date: '29th Dec 2026', garage: 'Kudlu Gate', link: 'https://x.in/l/abc' },
  text: 'Service Centre: your Maruti Suzuki Swift is due…',
};

let server: Server;
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const text = await readBody(req);
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body: JSON.parse(text || 'null') });
    const next = answers.shift() ?? { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.default' }] } };
    // No keep-alive: a socket the stand-in closes between two tests (after its 5 s idle limit on a busy
    // machine) would otherwise be reused by the next request and fail as 'fetch failed'.
    res.writeHead(next.status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the WhatsApp Cloud API adapter', () => {
  it('sends the template message Meta expects, with the token, and keeps the message id', async () => {
    seen.length = 0;
    answers = [
      { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ wa_id: '919812300500' }], messages: [{ id: 'wamid.HBgL1' }] } },
    ];
    expect(await provider.send(reminder)).toEqual({ providerMessageId: 'wamid.HBgL1' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v21.0/109876543210/messages',
        authorization: 'Bearer EAAG-test-token-0123456789',
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919812300500',
          type: 'template',
          template: {
            name: 'service_reminder_v2',
            language: { code: 'en' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'Maruti Suzuki Swift (KA 05 RM 1001)' },
                  { type: 'text', text: '29th Dec 2026' },
                  { type: 'text', text: 'Kudlu Gate' },
                  { type: 'text', text: 'https://x.in/l/abc' },
                ],
              },
            ],
          },
        },
      },
    ]);
  });

  it('a 5xx or a 429 is tried again later; a refusal (4xx) is not, and says why', async () => {
    answers = [
      { status: 503, body: { error: { message: 'Service temporarily unavailable', code: 131016 } } },
      { status: 429, body: { error: { message: 'Rate limit hit', code: 130429 } } },
      { status: 400, body: { error: { message: 'Template name does not exist in the translation', code: 132001 } } },
    ];
    const failure = () =>
      provider.send(reminder).then(
        () => null,
        (error: WhatsAppSendError) => [error.retryable, error.message],
      );
    expect(await failure()).toEqual([true, 'WhatsApp refused the message: Service temporarily unavailable']);
    expect(await failure()).toEqual([true, 'WhatsApp refused the message: Rate limit hit']);
    expect(await failure()).toEqual([false, 'WhatsApp refused the message: Template name does not exist in the translation']);
  });

  it('a message without a configured template name is refused before any request', async () => {
    seen.length = 0;
    const failure = await provider.send({ ...reminder, template: 'BOOKING_CONFIRMED' }).catch((e: WhatsAppSendError) => e);
    expect([failure instanceof WhatsAppSendError, (failure as WhatsAppSendError).retryable, seen.length]).toEqual([true, false, 0]);
  });
});

describe('the outbox hands WhatsApp messages to the WhatsApp provider (PGlite)', () => {
  let backend: TestBackend;
  const silent = createLogger('silent');
  beforeAll(async () => {
    backend = await startTestBackend('pglite');
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('a 503 waits and is tried again; the next try is sent through the Cloud API, not by SMS', async () => {
    const id = await enqueueWhatsApp(backend.deps.db, reminder);
    answers = [
      { status: 503, body: { error: { message: 'Service temporarily unavailable' } } },
      { status: 200, body: { messages: [{ id: 'wamid.second' }] } },
    ];
    const sms = createEmbeddedSms();
    await deliverDue(backend.deps.db, sms, silent, { whatsapp: provider });
    const row = async () => (await backend.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    const waiting = await row();
    expect([waiting.channel, waiting.status, waiting.attempts, waiting.lastError]).toEqual([
      'WHATSAPP',
      'PENDING',
      1,
      'WhatsApp refused the message: Service temporarily unavailable',
    ]);
    await backend.deps.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
    await deliverDue(backend.deps.db, sms, silent, { whatsapp: provider });
    const sent = await row();
    expect([sent.status, sent.attempts, sent.provider, sent.providerMessageId]).toEqual(['SENT', 2, 'whatsapp-cloud', 'wamid.second']);
  });

  it('with no WhatsApp provider given, a WhatsApp message is given up, never sent by SMS', async () => {
    const id = await enqueueWhatsApp(backend.deps.db, reminder);
    await deliverDue(backend.deps.db, createEmbeddedSms(), silent);
    const [row] = await backend.deps.db.select().from(outbox).where(eq(outbox.id, id));
    expect([row!.status, row!.provider, row!.lastError]).toEqual(['FAILED', null, 'no WhatsApp provider to deliver it']);
  });
});
