// A TCP relay in front of a server (PostgreSQL, Redis) that a test can cut or black-hole and restore:
// "the database is gone" (connections refused) or "the database does not answer" (connections taken,
// nothing ever comes back), on loopback, without touching the real server.
import net from 'node:net';
import { once } from 'node:events';

export interface TcpRelay {
  port(): number;
  /** Closes the door: new connections are refused, open ones are dropped. Answers the port, for restore. */
  cut(): number;
  /** Keeps the door open but answers nothing: open connections are dropped, new ones hang. */
  hang(): void;
  /** Opens the door again (after cut: on the same port); resolves once it listens. */
  restore(at?: number): Promise<void>;
  close(): void;
}

/** A relay to 127.0.0.1:`port`, listening on a free port of its own when it resolves. */
export async function relayTo(port: number): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  let silent = false;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  };
  const dropAll = () => {
    for (const s of sockets) s.destroy();
  };
  const listen = (at = 0) =>
    net
      .createServer((client) => {
        track(client);
        if (silent) return;
        const upstream = net.connect(port, '127.0.0.1');
        track(upstream);
        client.pipe(upstream).pipe(client);
        // A side that goes away takes the other with it, as one TCP connection would: pipe() ends the
        // other side only on a clean end, and a client killed with unread data (a reset) would leave
        // the server's session, and any transaction it had open, waiting for ever.
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      })
      .listen(at, '127.0.0.1');
  let server = listen();
  await once(server, 'listening');
  return {
    port: () => (server.address() as net.AddressInfo).port,
    cut() {
      const p = (server.address() as net.AddressInfo).port;
      server.close();
      dropAll();
      return p;
    },
    hang() {
      silent = true;
      dropAll();
    },
    async restore(at?: number) {
      silent = false;
      dropAll();
      if (at === undefined) return;
      server = listen(at);
      await once(server, 'listening');
    },
    close() {
      server.close();
      dropAll();
    },
  };
}
