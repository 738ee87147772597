// A stopping server (server/drain.ts): new connections refused at once, open ones served for the
// drain, every request in flight answered, and answers given while stopping close their connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainOf } from '../../server/drain';

const servers: http.Server[] = [];
afterEach(() => {
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
  it('answers a request in flight before it lets go, and refuses new connections meanwhile', async () => {
    const { drain, release, arrived, port } = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const slow = get(port, '/slow', agent);
    await arrived;
    const stopped = drain.stop({ drainMs: 0, inFlightMs: 30_000 });
    expect(drain.stopping()).toBe(true);
    await expect(get(port, '/', new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect((await slow).body).toBe('slow done');
    expect(await stopped).toBe(0);
    agent.destroy();
  });

  it('keeps serving a connection already open during the drain, each answer closing it', async () => {
    const { drain, port } = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/', agent)).connection).toBe('keep-alive');
    const stopped = drain.stop({ drainMs: 30_000, inFlightMs: 30_000 });
    // The pooled connection is still open: a balancer's request on it is answered, and closes it.
    const answer = await get(port, '/', agent);
    expect(answer).toMatchObject({ status: 200, body: 'quick', connection: 'close' });
    // With no connection left the drain ends well before its 30 s.
    expect(await stopped).toBe(0);
    agent.destroy();
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
