// A stopping server (server/drain.ts): through the drain it still listens and answers, each answer
// closing its connection; then it refuses new connections, answers every request in flight, and never
// cuts a request that had already arrived.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainOf } from '../../server/drain';

const servers: http.Server[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose requests to /slow wait until `release()` is called; `arrived` resolves when one reaches it. */
async function start() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      arrive();
      void released.then(() => res.end('slow done'));
    } else res.end('quick');
  });
  servers.push(server);
  const drain = drainOf(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, drain, release, arrived, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('the drain of a stopping server', () => {
  it('answers a request in flight before it lets go, and refuses new connections once the drain is over', async () => {
    const { server, drain, release, arrived, port } = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const slow = get(port, '/slow', agent);
    await arrived;
    const stopped = drain.stop({ drainMs: 0, inFlightMs: 30_000 });
    expect(drain.stopping()).toBe(true);
    await vi.waitFor(() => expect(server.listening).toBe(false));
    await expect(get(port, '/', new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect((await slow).body).toBe('slow done');
    expect(await stopped).toBe(0);
    agent.destroy();
  });

  it('keeps listening through the drain: pooled and new connections are answered, each answer closing its connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { server, drain, port } = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/', agent)).connection).toBe('keep-alive');
    const stopped = drain.stop({ drainMs: 30_000, inFlightMs: 30_000 });
    // The pooled connection is still open: a balancer's request on it is answered, and closes it.
    expect(await get(port, '/', agent)).toMatchObject({ status: 200, body: 'quick', connection: 'close' });
    // A new connection is still taken (refusing it could reset one the kernel had already accepted).
    expect(await get(port, '/', new http.Agent())).toMatchObject({ status: 200, body: 'quick', connection: 'close' });
    expect(server.listening).toBe(true);
    // Once the drain is over, new connections are refused.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await stopped).toBe(0);
    expect(server.listening).toBe(false);
    await expect(get(port, '/', new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('answers a request that arrived while the process was busy as its drain ended, instead of cutting it', async () => {
    const { drain, port } = await start();
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    let stopped: Promise<number> | undefined;
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (stopped) return;
      // The first answer is in and the connection idle. Its drain over in 20 ms, the process stops; a
      // request goes out on the connection while the event loop is busy past the drain's end, so the
      // end's timer runs before the poll phase that would read the request.
      stopped = drain.stop({ drainMs: 20, inFlightMs: 10_000 });
      socket.write('GET / HTTP/1.1\r\nhost: a\r\n\r\n');
      const busyUntil = performance.now() + 100;
      while (performance.now() < busyUntil);
    });
    const closed = once(socket, 'close');
    socket.write('GET / HTTP/1.1\r\nhost: a\r\n\r\n');
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*quick\s*HTTP\/1\.1 200 OK[\s\S]*connection: close[\s\S]*quick$/i);
    expect(await stopped).toBe(0);
  });

  it('gives up on a request that outlives the in-flight wait, and says how many were unanswered', async () => {
    const { drain, arrived, port } = await start();
    const agent = new http.Agent({ keepAlive: true });
    const slow = get(port, '/slow', agent).catch((error: Error) => error);
    await arrived;
    expect(await drain.stop({ drainMs: 0, inFlightMs: 50 })).toBe(1);
    // Given up on: its connection is closed under it.
    expect(await slow).toBeInstanceOf(Error);
    agent.destroy();
  });
});
