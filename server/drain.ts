// A process that stops finishes what it took on: it refuses new connections at once (a load balancer
// then sends new requests elsewhere, safely, because nothing was sent), answers every request already
// in flight, keeps answering on connections already open for a short drain (a balancer's pooled
// connections, until its health checks take the process out), and only then lets go.
import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface Drain {
  /** Whether the process has begun to stop: the readiness probe answers 503 and every answer closes its connection. */
  stopping(): boolean;
  /**
   * Stops taking connections, serves the open ones for up to `drainMs` (sooner when none is left),
   * then closes the idle ones and waits up to `inFlightMs` for the requests still being answered.
   * Answers how many requests were still unanswered when it gave up (0 when all were answered).
   */
  stop(options: { drainMs: number; inFlightMs: number }): Promise<number>;
}

export function drainOf(server: Server): Drain {
  let stopping = false;
  let inFlight = 0;
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      wake();
    });
  });
  // Before the app's own listener: answers it writes at once (the readiness probe, cached bytes) must
  // already carry the close.
  server.prependListener('request', (_req, res) => {
    inFlight++;
    if (stopping) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight--;
      wake();
    });
  });
  /** Resolves when `done()` holds or after `ms`, whichever is first. */
  const until = (done: () => boolean, ms: number) =>
    new Promise<void>((resolve) => {
      if (done() || ms <= 0) return resolve();
      const check = () => {
        if (!done()) return;
        finish();
      };
      const timer = setTimeout(() => finish(), ms);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });

  return {
    stopping: () => stopping,
    async stop({ drainMs, inFlightMs }) {
      stopping = true;
      // Only the listener: http.Server's own close() also drops idle connections at once, and a
      // balancer about to reuse one of them would see its request cut.
      NetServer.prototype.close.call(server);
      // Open connections stay served for the drain: the balancer's health checks see the port closed
      // (and the readiness probe answer 503) and stop sending requests here meanwhile.
      await until(() => sockets.size === 0, drainMs);
      server.closeIdleConnections();
      await until(() => inFlight === 0, inFlightMs);
      const unanswered = inFlight;
      server.closeAllConnections();
      return unanswered;
    },
  };
}
