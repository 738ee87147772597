// Who is asking before the body (issue 29, finding 3): a route that declares a body larger than the
// public 64 KB (the estimate photo, 8,196 KB, for staff) has its body read only once the proxy knows
// the caller may use it. A visitor or a customer is answered 401/403 while the body is still on its way;
// the server reads nothing past the request's head. Counted on the server's socket (its bytesRead),
// not in memory. The built Astro handler runs in this process behind the server of `server/`, with the
// backend on a fresh database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net, { type AddressInfo, type Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { registerInProcessBackend } from '@/proxy/upstream';
import { createLogger } from '@/runtime/logger';
import { createAppServer } from '../../server/app-server';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { ROOT, requireBuild } from '../support/server-process';
import { createTestSession } from '../support/sessions';
import { bookedAppointment, jsonInit, KUDLU_GATE } from '../support/booking-fixtures';

const NO_ORDER = '00000000-0000-4000-8000-000000000000';
const NO_LINE = '00000000-0000-4000-8000-000000000001';
/** The most an answer may take to arrive once its request's head is in (a busy machine included). */
const ANSWER_WITHIN_MS = 10_000;

interface RawAnswer {
  status: number;
  body: unknown;
  headers: string;
  bodyBytesSent: number;
  serverBytesRead: number;
  headBytes: number;
}

/**
 * Sends a POST's head declaring a body of `declared` bytes and only the first `send` bytes of it,
 * then waits for the answer. Answers what came back and how many bytes the server had read from the
 * socket when it answered; fails when no answer comes (the server waiting for the rest).
 */
function postPartly(
  app: App,
  path: string,
  options: { declared: number; send: number; cookie?: string; chunked?: boolean },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${app.port}`,
      'Content-Type: application/json',
      options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.declared}`,
      ...(options.cookie ? [`Cookie: ${options.cookie}`] : []),
      '',
      '',
    ].join('\r\n');
    const socket = net.connect(app.port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms: the server is waiting for the body`));
    }, ANSWER_WITHIN_MS);
    let received = Buffer.alloc(0);
    socket.on('connect', () => {
      const part = Buffer.alloc(options.send, 0x20);
      socket.write(
        Buffer.concat([
          Buffer.from(head, 'latin1'),
          options.chunked && options.send > 0
            ? Buffer.concat([Buffer.from(`${options.send.toString(16)}\r\n`), part, Buffer.from('\r\n')])
            : part,
        ]),
      );
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = parseAnswer(received);
      if (!answer) return;
      clearTimeout(timer);
      const server = app.socketFor(socket.localPort!);
      resolve({
        ...answer,
        bodyBytesSent: options.send,
        serverBytesRead: server?.bytesRead ?? -1,
        headBytes: Buffer.byteLength(head, 'latin1'),
      });
      socket.destroy();
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** A whole HTTP answer with a JSON body (sized or chunked), or undefined while it is still arriving. */
function parseAnswer(received: Buffer): { status: number; headers: string; body: unknown } | undefined {
  const end = received.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const headers = received.subarray(0, end).toString('latin1');
  let rest = received.subarray(end + 4);
  let body: Buffer;
  if (/\r\ntransfer-encoding: chunked/i.test(headers)) {
    const parts: Buffer[] = [];
    for (;;) {
      const line = rest.indexOf('\r\n');
      if (line < 0) return undefined;
      const size = parseInt(rest.subarray(0, line).toString('latin1'), 16);
      if (rest.length < line + 2 + size + 2) return undefined;
      if (size === 0) break;
      parts.push(rest.subarray(line + 2, line + 2 + size));
      rest = rest.subarray(line + 2 + size + 2);
    }
    body = Buffer.concat(parts);
  } else {
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(headers)?.[1]);
    if (rest.length < length) return undefined;
    body = rest.subarray(0, length);
  }
  return { status: Number(headers.slice(9, 12)), headers, body: JSON.parse(body.toString('utf8')) };
}

interface App {
  base: string;
  port: number;
  backend: TestBackend;
  socketFor(remotePort: number): Socket | undefined;
  stop(): Promise<void>;
}

/** The built Astro handler behind this checkout's server, on a fresh database; remembers the server's sockets. */
async function startApp(kind: 'pglite' | 'postgres'): Promise<App> {
  requireBuild();
  const backend = await startTestBackend(kind);
  registerInProcessBackend(backend.backend);
  const { handler } = await import(pathToFileURL(`${ROOT}dist/server/entry.mjs`).href);
  const { server } = createAppServer({
    logger: createLogger('silent'),
    astroHandler: handler,
    clientDir: `${ROOT}dist/client`,
    backend: backend.backend,
    responseCacheBytes: 1 << 20,
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}/service-centre`,
    port,
    backend,
    socketFor: (remotePort) => [...sockets].find((s) => s.remotePort === remotePort),
    async stop() {
      server.closeAllConnections();
      server.close();
      registerInProcessBackend(undefined);
      await backend.stop();
    },
  };
}

const EIGHT_MB = 8_000_000;
const photoPath = (orderId = NO_ORDER, lineId = NO_LINE) => `/service-centre/api/garage-timeline/${orderId}/lines/${lineId}/photos`;

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`a large body is read only once the caller may send it (${target.name})`, () => {
    let app: App;
    let customer: string;
    let advisor: string;
    let otherAdvisor: string;
    beforeAll(async () => {
      app = await startApp(target.name);
      const db = app.backend.deps.db;
      customer = (await createTestSession(db, '9812300291', { name: 'Body Customer' })).cookie;
      advisor = (await createTestSession(db, '9812300292', { role: 'ADVISOR', name: 'Body Advisor', garageIds: [KUDLU_GATE] })).cookie;
      otherAdvisor = (
        await createTestSession(db, '9812300293', {
          role: 'ADVISOR',
          name: 'Other Centre',
          garageIds: ['4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002'],
        })
      ).cookie;
    });
    afterAll(async () => {
      await app?.stop();
    });

    it('a visitor announcing 8 MB is answered 401 with nothing of the body read', async () => {
      const answer = await postPartly(app, photoPath(), { declared: EIGHT_MB, send: 0 });
      expect([answer.status, answer.body]).toEqual([401, { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } }]);
      // The server read the head and not one byte more (none was sent: it did not wait for them).
      expect(answer.serverBytesRead).toBe(answer.headBytes);
    });

    it('a visitor who has sent the first 64 KB, the public limit, is answered 401 without the rest', async () => {
      const answer = await postPartly(app, photoPath(), { declared: EIGHT_MB, send: 65_536 });
      expect([answer.status, answer.body]).toEqual([401, { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } }]);
      expect(answer.serverBytesRead).toBeLessThanOrEqual(answer.headBytes + 65_536);
    });

    it('a body sent in chunks, with no length announced, is not read for a visitor either', async () => {
      const answer = await postPartly(app, photoPath(), { declared: 0, send: 1_000, chunked: true });
      expect(answer.status).toBe(401);
      expect(answer.serverBytesRead).toBeLessThanOrEqual(answer.headBytes + 1_000 + 10);
    });

    it('a visitor who sends the whole body anyway is answered 401, and the server goes on answering', async () => {
      const refused = await fetch(`${app.base}/api/garage-timeline/${NO_ORDER}/lines/${NO_LINE}/photos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'WORN', content_type: 'image/jpeg', data: 'A'.repeat(2_000_000) }),
      });
      expect([refused.status, await refused.json()]).toEqual([401, { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } }]);
      expect((await fetch(`${app.base}/api/vehicle-makes`)).status).toBe(200);
    });

    it('a session that has ended counts as no session: 401 before the body', async () => {
      const answer = await postPartly(app, photoPath(), {
        declared: EIGHT_MB,
        send: 0,
        cookie: 'sc_session=c2Vzc2lvbi10aGF0LW5ldmVyLXdhcw',
      });
      expect([answer.status, answer.body]).toEqual([401, { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } }]);
      expect(answer.serverBytesRead).toBe(answer.headBytes);
    });

    it('a customer, signed in but not staff, is answered 403 before the body', async () => {
      const answer = await postPartly(app, photoPath(), { declared: EIGHT_MB, send: 0, cookie: customer });
      expect([answer.status, answer.body]).toEqual([403, { error: { code: 'FORBIDDEN', message: 'This is for garage staff' } }]);
      expect(answer.serverBytesRead).toBe(answer.headBytes);
    });

    it("a body over the route's own limit is refused with 413 before it is read, whoever sends it", async () => {
      const answer = await postPartly(app, photoPath(), { declared: 8_392_705, send: 0, cookie: advisor });
      expect([answer.status, answer.body]).toEqual([
        413,
        { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 8196 KB' } },
      ]);
      expect(answer.serverBytesRead).toBe(answer.headBytes);
    });

    it("staff may send it: the body past 64 KB is read for an advisor (201), and for another centre's advisor up to the order check (404)", async () => {
      const backend = app.backend;
      const customerActor = {
        kind: 'customer' as const,
        id: (await createTestSession(backend.deps.db, '9812300294', { name: 'Photo Owner' })).userId,
      };
      const advisorActor = {
        kind: 'advisor' as const,
        id: (await createTestSession(backend.deps.db, '9812300292', { role: 'ADVISOR', garageIds: [KUDLU_GATE] })).userId,
        garageIds: [KUDLU_GATE],
      };
      const { id } = await bookedAppointment(backend, customerActor, 'KA03BA2901');
      const orderId = (
        (await (
          await backend.call(
            '/v1/garage/timeline',
            jsonInit('POST', { request_id: 'body-after-access-1', appointment_id: id }),
            advisorActor,
          )
        ).json()) as any
      ).data.order_id as string;
      await backend.call(`/v1/garage/timeline/${orderId}/stage`, jsonInit('POST', { stage: 'SURVEY' }), advisorActor);
      const lineId = (
        (await (
          await backend.call(
            `/v1/garage/timeline/${orderId}/lines`,
            jsonInit('POST', { part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 0 }),
            advisorActor,
          )
        ).json()) as any
      ).data.damages[1].id as string;
      // A noisy photo, so that its JPEG (and the body) is well past 64 KB.
      const noise = Buffer.from(Array.from({ length: 400 * 300 * 3 }, (_, i) => (i * 7919) % 251));
      const photo = (
        await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
          .jpeg({ quality: 95 })
          .toBuffer()
      ).toString('base64');
      const body = JSON.stringify({ kind: 'WORN', content_type: 'image/jpeg', data: photo });
      expect(body.length).toBeGreaterThan(65_536);

      const post = (cookie: string) =>
        fetch(`${app.base}/api/garage-timeline/${orderId}/lines/${lineId}/photos`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body,
        });
      const added = await post(advisor);
      expect(added.status).toBe(201);
      expect(
        ((await added.json()) as any).data.damages[1].photos.map((p: { width: number; height: number }) => [p.width, p.height]),
      ).toEqual([[400, 300]]);
      const elsewhere = await post(otherAdvisor);
      expect([elsewhere.status, await elsewhere.json()]).toEqual([
        404,
        { error: { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' } },
      ]);
    });

    it("a staff body sent in chunks past the route's limit is refused 413 once it passes it", async () => {
      const answer = await postPartly(app, photoPath(), { declared: 0, send: 8_392_705, chunked: true, cookie: advisor });
      expect([answer.status, (answer.body as { error: { code: string } }).error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    });

    it('other routes keep the public limit, read before anything else: over 64 KB is 413 for anyone', async () => {
      const answer = await postPartly(app, `/service-centre/api/garage-timeline/${NO_ORDER}/lines`, {
        declared: 70_000,
        send: 0,
        cookie: advisor,
      });
      expect([answer.status, answer.body]).toEqual([
        413,
        { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 64 KB' } },
      ]);
    });
  });
}
