// The bare handler the collector is measured against (bench/analytics.mjs): a plain Node server that
// parses the same batch and inserts the same rows into the same table with the same driver and the same
// statement, with no
// key, limit, bot or session check. `node bench/bare-collector.mjs <database url> <port> <write key id>`.
import http from 'node:http';
import postgres from 'postgres';

const [url, port, keyId] = process.argv.slice(2);
const sql = postgres(url, { max: 20, onnotice: () => {} });
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const events = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const now = new Date();
      // The collector's own statement (src/backend/analytics/repository.ts): the rows as one JSON parameter.
      const rows = events.map((e) => ({
        received_at: now,
        client_at: null,
        event_type: e.event_type,
        event_name: e.event_name ?? null,
        anonymous_id: e.anonymous_id,
        customer_id: null,
        properties: e.event_properties,
        device: 'desktop',
        write_key_id: Number(keyId),
      }));
      await sql`insert into analytics_events
          (received_at, client_at, event_type, event_name, anonymous_id, customer_id, properties, device, write_key_id)
          select received_at, client_at, event_type, event_name, anonymous_id, customer_id, properties, device, write_key_id
          from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as e(received_at timestamptz, client_at timestamptz, event_type text,
            event_name text, anonymous_id text, customer_id uuid, properties jsonb, device text, write_key_id integer)`;
      const body = JSON.stringify({ data: { accepted: events.length, dropped: 0 } });
      res.writeHead(202, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
});
// Idle connections kept as long as the product keeps them (server/app-server.ts): with Node's 5 s an
// open loop's connection left idle could be closed just as a request went out on it (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
