// `node bench/live-updates.mjs` (and `npm run bench`): what the workshop's live updates cost
// (decision 027: the tracking screen polls its timeline every 30 s with an ETag, the console its list
// every 20 s). Polls answered per second by one server process on PostgreSQL, unchanged (304) and
// changed (200 with the timeline), their p99, how many open tracking screens one process carries at
// one poll per 30 s, and how long news takes to reach a screen. Needs a build and PostgreSQL.
import autocannon from 'autocannon';
import { benchSession, carAtInspection, onFreshPostgres, productApi } from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TRACKING_POLL_S = 30;

export function benchLiveUpdates(note, port = 4631) {
  return onFreshPostgres('sc_bench_live', { PORT: String(port) }, ({ product, db }) => pollFigures(note, product, db));
}

async function pollFigures(note, product, db) {
  const api = productApi(product);
  const customer = await benchSession(db, '9312345601', 'CUSTOMER', 'Bench Customer');
  const advisor = await benchSession(db, '9312345602', 'ADVISOR', 'Bench Advisor');
  // A booked car, paid in the sandbox, checked in and at the inspection: its timeline is what screens poll.
  const orderId = await carAtInspection(api, { customer, advisor, registration: 'KA01BE0001', requestId: 'bench-live-1' });

  const path = `${product.url}/service-centre/api/garage-timeline/${orderId}`;
  const first = await fetch(path, { headers: { cookie: customer } });
  const etag = first.headers.get('etag');
  const poll = async (headers) => {
    const options = { url: path, connections: 32, duration: SECONDS, headers: { cookie: customer, ...headers } };
    await autocannon({ ...options, duration: 1 });
    const r = await autocannon(options);
    return {
      rps: Math.round(r.requests.average),
      p99: r.latency.p99,
      codes: r['2xx'] + r['3xx'] === r.requests.total ? 'ok' : `${r.non2xx} not 2xx/3xx`,
    };
  };
  const unchanged = await poll({ 'if-none-match': etag });
  const changed = await poll({});
  const screens = unchanged.rps * TRACKING_POLL_S;
  note(
    'tracking-screen polls per second, one process on PostgreSQL (session look-up, order, timeline, ETag): unchanged (304) | p99 ms | changed (200) | p99 ms',
    `${unchanged.rps} | ${unchanged.p99} | ${changed.rps} | ${changed.p99}`,
  );
  note(
    `open tracking screens one process carries at one poll per ${TRACKING_POLL_S} s (all unchanged; connections held open between polls)`,
    `${screens.toLocaleString('en-IN')} | 0`,
  );
  // News reaches a screen at its next poll: on average half the interval, at most the interval, plus one answer.
  note(
    'time for news to reach an open tracking screen (s): mean | at most',
    `${TRACKING_POLL_S / 2} | ${TRACKING_POLL_S} (+ one ${changed.p99} ms answer)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLiveUpdates((label, value) => console.log(`${label}: ${value}`));
}
