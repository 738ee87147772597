// `node bench/live-updates.mjs` (and `npm run bench`): what the workshop's live updates cost
// (decision 027: the tracking screen polls its timeline every 30 s with an ETag, the console its list
// every 20 s). Polls answered per second by one server process on PostgreSQL, unchanged (304) and
// changed (200 with the timeline), their p99, how many open tracking screens one process carries at
// one poll per 30 s, and how long news takes to reach a screen. Needs a build and PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { onFreshPostgres } from './support.mjs';

const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TRACKING_POLL_S = 30;

/** A user with a live session: the cookie that signs them in. */
async function session(db, phone, role, name) {
  const [user] = await db`insert into users ${db({ phone_number: phone, role, full_name: name })} returning id`;
  if (role === 'ADVISOR') await db`insert into staff_garages ${db({ user_id: user.id, garage_id: KUDLU_GATE })}`;
  const token = randomBytes(32).toString('base64url');
  await db`insert into sessions ${db({ token_hash: createHash('sha256').update(token).digest('base64url'), user_id: user.id, idle_expires_at: new Date(Date.now() + 3_600_000), absolute_expires_at: new Date(Date.now() + 7_200_000) })}`;
  return `sc_session=${token}`;
}

export function benchLiveUpdates(note, port = 4631) {
  return onFreshPostgres('sc_bench_live', { PORT: String(port) }, ({ product, db }) => pollFigures(note, product, db));
}

async function pollFigures(note, product, db) {
  const api = async (method, path, body, cookie) => {
    const response = await fetch(`${product.url}/service-centre/api/${path}`, {
      method, headers: { 'content-type': 'application/json', origin: product.url, cookie }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const customer = await session(db, '9312345601', 'CUSTOMER', 'Bench Customer');
  const advisor = await session(db, '9312345602', 'ADVISOR', 'Bench Advisor');
  // A booked car, paid in the sandbox, checked in and at the inspection: its timeline is what screens poll.
  const swift = (await api('GET', 'vehicle-models?make=maruti-suzuki', undefined, customer)).models.find((m) => m.slug === 'swift');
  const a = await api('POST', 'appointment', {
    garage_id: KUDLU_GATE, service_type_id: 'periodic_service', selection: { plan: 'ESSENTIAL' },
    vehicle_details: { model_id: swift.id, fuel_type: 'PETROL', registration_number: 'KA01BE0001' }, booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
  }, customer);
  const slot = (await api('GET', `get-slots?slot_type=SLOT_BOOKING&garage_id=${KUDLU_GATE}`, undefined, customer)).slots.find((s) => !s.disabled);
  await api('POST', 'booking', { appointment_id: a.appointment_id, slot_id: slot.id }, customer);
  await api('PATCH', `appointment/${a.appointment_id}`, { customer_details: { full_name: 'Bench Customer' } }, customer);
  const payment = await api('POST', `appointment/${a.appointment_id}/payment`, {}, customer);
  const paid = await api('POST', 'sandbox-gateway/pay', { order_id: payment.provider_order_id, outcome: 'success' });
  await api('POST', 'payments/callback', paid.fields);
  const orderId = (await api('POST', 'garage-timeline', { request_id: 'bench-live-1', appointment_id: a.appointment_id }, advisor)).order_id;
  await api('POST', `garage-timeline/${orderId}/stage`, { stage: 'SURVEY' }, advisor);

  const path = `${product.url}/service-centre/api/garage-timeline/${orderId}`;
  const first = await fetch(path, { headers: { cookie: customer } });
  const etag = first.headers.get('etag');
  const poll = async (headers) => {
    const options = { url: path, connections: 32, duration: SECONDS, headers: { cookie: customer, ...headers } };
    await autocannon({ ...options, duration: 1 });
    const r = await autocannon(options);
    return { rps: Math.round(r.requests.average), p99: r.latency.p99, codes: r['2xx'] + r['3xx'] === r.requests.total ? 'ok' : `${r.non2xx} not 2xx/3xx` };
  };
  const unchanged = await poll({ 'if-none-match': etag });
  const changed = await poll({});
  const screens = unchanged.rps * TRACKING_POLL_S;
  note('tracking-screen polls per second, one process on PostgreSQL (session look-up, order, timeline, ETag): unchanged (304) | p99 ms | changed (200) | p99 ms',
    `${unchanged.rps} | ${unchanged.p99} | ${changed.rps} | ${changed.p99}`);
  note(`open tracking screens one process carries at one poll per ${TRACKING_POLL_S} s (all unchanged; connections held open between polls)`, `${screens.toLocaleString('en-IN')} | 0`);
  // News reaches a screen at its next poll: on average half the interval, at most the interval, plus one answer.
  note('time for news to reach an open tracking screen (s): mean | at most', `${TRACKING_POLL_S / 2} | ${TRACKING_POLL_S} (+ one ${changed.p99} ms answer)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLiveUpdates((label, value) => console.log(`${label}: ${value}`));
}
