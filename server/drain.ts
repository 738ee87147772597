// A process that stops finishes what it took on. It first tells the balancer it is going (the
// readiness probe answers 503) while it keeps listening and answering, each answer closing its
// connection, until the balancer's checks have taken it out; only then does it stop listening, let
// go of the idle connections and wait for every request in flight (decision 068).
//
// Stopping to listen at once, as it did before, cut requests: a connection the kernel had already
// accepted but the process had not yet taken (its event loop busy) is reset when the listener closes,
// after the balancer has sent its request on it; HAProxy then closes its client's connection without
// an answer, and a booking on it is not sent again.
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

export interface Drain {
  /** Whether the process has begun to stop: the readiness probe answers 503 and every answer closes its connection. */
  stopping(): boolean;
  /**
   * Keeps listening and answering for `drainMs` while the balancer takes the process out, then stops
   * taking connections, closes the idle ones and waits up to `inFlightMs` for the requests still
   * being answered. Answers how many requests were still unanswered when it gave up (0 when all were).
   */
  stop(options: { drainMs: number; inFlightMs: number }): Promise<number>;
}

export function drainOf(server: Server): Drain {
  let stopping = false;
  let inFlight = 0;
  /** Called when the last request in flight is answered, while the stop waits for it. */
  let allAnswered: (() => void) | undefined;
  // Before the server's own handler, which may answer at once (a cached page).
  server.prependListener('request', (_req, res) => {
    inFlight++;
    if (stopping) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight--;
      if (inFlight === 0) allAnswered?.();
    });
  });
  /** Resolves when no request is in flight, or after `ms`, whichever is first. */
  const answered = (ms: number) =>
    new Promise<void>((resolve) => {
      if (inFlight === 0 || ms <= 0) return resolve();
      const finish = () => {
        clearTimeout(timer);
        allAnswered = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      allAnswered = finish;
    });
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  /** One turn of the event loop's poll phase: connections and bytes that arrived while it was busy are taken. */
  const pollOnce = () => new Promise<void>((resolve) => setImmediate(resolve));

  return {
    stopping: () => stopping,
    async stop({ drainMs, inFlightMs }) {
      stopping = true;
      // Still listening: the balancer's checks now see 503 and take the process out, and what it
      // sends meanwhile, on new connections or pooled ones, is answered (and the connection closed).
      await sleep(drainMs);
      // A timer runs before the poll phase: after a busy spell, the connections and requests that came
      // in during it are taken first (a connection's request is read a turn after it is accepted), so
      // that what was already sent is answered rather than reset by the closes below.
      await pollOnce();
      // Only the listener (http.Server's own close() would also drop the idle connections, and wait for the rest).
      if (server.listening) NetServer.prototype.close.call(server);
      await pollOnce();
      server.closeIdleConnections();
      await answered(inFlightMs);
      const unanswered = inFlight;
      server.closeAllConnections();
      return unanswered;
    },
  };
}
