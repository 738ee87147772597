// The bare handler the product's booking is measured against (bench/booking.mjs): a plain Node server
// that answers POST /service-centre/api/booking (same body, same session cookie) with the same JSON and
// status, doing the same database work as the product for the booking the bench makes, with the same
// `postgres` driver and pool size: what a competent engineer would write by hand for it.
// `node bench/bare-booking.mjs <database url> <port> <pool max> <rate-limit store: postgres | none>`.
//
// Counted, because the product must do it in SQL on every booking:
// - the rate limit: with no Redis, the product counts every API request of an address in PostgreSQL
//   (src/runtime/rate-limit-stores.ts: one upsert of both per-address counters, on a pool of 4 of its
//   own, synchronous_commit off). With Redis (BENCH_REDIS_URL) that is not SQL, and is left out here.
// - the session look-up: the token's hash read with its user (and the idle expiry pushed forward at
//   most once a minute), as src/backend/accounts/session-service.ts does; a booking is its owner's.
// - the transaction (src/backend/booking/booking-service.ts): the appointment locked with its live
//   booking and the chosen slot's template, garage and closure (one query), the live hold released,
//   then the place and the booking written in one statement; a hold of the same slot is renewed instead.
// The statements are the product's, as PostgreSQL's log shows them, prepared once per connection.
// Left out: what the bench never asks (a paid appointment's confirmation and its messages, a full
// slot's retry after releasing lapsed holds), and everything around the SQL that is not SQL.
import http from 'node:http';
import { createHash } from 'node:crypto';
import postgres from 'postgres';

const [url, port, poolMax = '20', limitStore = 'postgres'] = process.argv.slice(2);
const sql = postgres(url, { max: Number(poolMax), onnotice: () => {}, connection: { statement_timeout: 5000 } });
const limits =
  limitStore === 'postgres'
    ? postgres(url, {
        max: 4,
        onnotice: () => {},
        connection: { application_name: 'rate-limit', statement_timeout: 2000, synchronous_commit: 'off' },
      })
    : null;
if (limits)
  await limits`create unlogged table if not exists rate_limit_counters (key text primary key, points integer not null, expire timestamptz)`;

const IST_MS = 5.5 * 3_600_000;
const HOLD_MS = 15 * 60_000;
const CUTOFF_MS = 60 * 60_000;
const PICKUP_CUTOFF_MS = 120 * 60_000;
const DAYS_AHEAD = 14;
const BEFORE_PAYMENT = ['CREATED', 'PICKUP_ADDRESS_ADDED', 'PAYMENT_CREATED', 'PAYMENT_FAILED'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const API_POINTS = 300 * 10_000; // RATE_LIMIT_RULES × the bench's RATE_LIMIT_FACTOR
const WRITE_POINTS = 30 * 10_000;

const istIso = (d) => `${new Date(d.getTime() + IST_MS).toISOString().slice(0, 19)}+05:30`;
const istDay = (d) => new Date(d.getTime() + IST_MS).toISOString().slice(0, 10);
const istInstant = (day, clock) => new Date(Date.parse(`${day}T${clock.length === 5 ? `${clock}:00` : clock}Z`) - IST_MS);
class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    Object.assign(this, { status, code });
  }
}

async function countRequest(ip) {
  if (!limits) return;
  const now = new Date();
  const at = now.toISOString();
  const expire = new Date(now.getTime() + 60_000).toISOString();
  const keys = [`sc:rate-limit:api-ip:${ip}`, `sc:rate-limit:write-ip:${ip}`];
  const rows = await limits`
    insert into rate_limit_counters as c (key, points, expire)
    select k, 1, e::timestamptz from unnest(${keys}::text[], ${[expire, expire]}::text[]) as t(k, e)
    on conflict (key) do update set
      points = case when c.expire <= ${at}::timestamptz then 1 else c.points + 1 end,
      expire = case when c.expire <= ${at}::timestamptz then excluded.expire else c.expire end
    returning key, points, expire`;
  for (const row of rows) {
    if (row.points > (row.key.includes(':write-ip:') ? WRITE_POINTS : API_POINTS))
      throw new Refusal(429, 'RATE_LIMITED', 'Too many requests; please wait a moment and try again');
  }
}

async function customerOf(cookie) {
  const token = /(?:^|;\s*)sc_session=([^;]+)/.exec(cookie ?? '')?.[1];
  if (!token) throw new Refusal(401, 'UNAUTHORIZED', 'Sign in to continue');
  const hash = createHash('sha256').update(token).digest('base64url');
  const [row] = await sql`
    select s.id, s.token_hash, s.user_id, s.created_at, s.last_seen_at, s.idle_expires_at, s.absolute_expires_at, s.ended_at,
      u.id, u.phone_number, u.full_name, u.email, u.user_type, u.role, u.created_at, u.deactivated_at
    from sessions s inner join users u on u.id = s.user_id where s.token_hash = ${hash}`.values();
  const now = Date.now();
  if (!row) throw new Refusal(401, 'UNAUTHORIZED', 'Sign in to continue');
  const [sessionId, , userId, , lastSeen, idle, absolute, ended, , , , , , role, , deactivated] = row;
  if (ended || deactivated || now >= idle.getTime() || now >= absolute.getTime() || role !== 'CUSTOMER')
    throw new Refusal(401, 'UNAUTHORIZED', 'Sign in to continue');
  if (now - lastSeen.getTime() >= 60_000) {
    const until = new Date(Math.min(now + 30 * 86_400_000, absolute.getTime()));
    await sql`update sessions set last_seen_at = now(), idle_expires_at = ${until} where id = ${sessionId}`;
  }
  return userId;
}

async function book(userId, appointmentId, slotId) {
  const at = slotId.lastIndexOf('_');
  const [templateId, date] = [slotId.slice(0, at), slotId.slice(at + 1)];
  const now = new Date();
  return sql.begin(async (tx) => {
    const [row] = await tx`
      select a.*, b.id as b_id, b.status as b_status, b.hold_expires_at as b_hold, b.created_at as b_created,
        b.confirmed_at as b_confirmed, b.ended_at as b_ended, b.slot_id as b_slot,
        s.id as s_id, s.template_id as s_template, s.garage_id as s_garage, s.slot_type as s_type, s.slot_date as s_date,
        s.starts_at as s_starts, s.ends_at as s_ends, s.same_day_service as s_same_day, s.capacity as s_capacity, s.taken as s_taken,
        t.id as t_id, t.garage_id as t_garage, t.slot_type as t_type, t.weekdays as t_weekdays, t.start_time as t_start,
        t.end_time as t_end, t.capacity as t_capacity, t.same_day_service as t_same_day, t.is_active as t_active,
        g.id as g_id, g.name as g_name, g.is_active as g_active,
        (select closed.reason from (
          (select closed_on, coalesce(reason, 'Closed') as reason, 0 as rank from garage_closures
            where garage_id = g.id and closed_on between ${date} and ${date})
          union all
          (select holiday_on, name, 1 from holidays
            where holiday_on between ${date} and ${date} and (state is null or state = g.state))
        ) closed order by closed.rank limit 1) as closed_reason
      from appointments a
      left join bookings b on b.appointment_id = a.id and b.status in ('HELD', 'CONFIRMED')
      left join slots s on s.id = b.slot_id
      left join slot_templates t on t.id = ${templateId}
      left join garages g on g.id = t.garage_id
      where a.id = ${appointmentId}
      for update of a`;
    if (!row || row.user_id !== userId) throw new Refusal(404, 'APPOINTMENT_NOT_FOUND', 'We could not find this booking');
    if (!BEFORE_PAYMENT.includes(row.status)) throw new Refusal(409, 'INVALID_TRANSITION', 'This booking cannot be given a slot now');
    if (row.fulfillment_type === 'PICK_AND_DROP' && !row.pickup_address)
      throw new Refusal(400, 'DETAILS_REQUIRED', 'Add the pick-up address before choosing a slot');
    if (!row.t_id || row.t_garage !== row.garage_id || !row.t_active || !row.g_active)
      throw new Refusal(404, 'SLOT_NOT_FOUND', "This is not one of this service centre's slots");
    if (row.t_type !== row.fulfillment_type) throw new Refusal(409, 'SLOT_UNAVAILABLE', 'This slot is of another handover type');
    const startsAt = istInstant(date, row.t_start);
    const endsAt = istInstant(date, row.t_end);
    const today = istDay(now);
    const last = istDay(new Date(now.getTime() + (DAYS_AHEAD - 1) * 86_400_000));
    if (!row.t_weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay()) || date < today || date > last)
      throw new Refusal(404, 'SLOT_NOT_FOUND', "This is not one of this service centre's slots");
    if (row.closed_reason !== null) throw new Refusal(409, 'SLOT_UNAVAILABLE', `${row.g_name} is closed that day`);
    if (startsAt.getTime() - now.getTime() < (row.t_type === 'PICK_AND_DROP' ? PICKUP_CUTOFF_MS : CUTOFF_MS))
      throw new Refusal(409, 'SLOT_UNAVAILABLE', 'This slot no longer takes bookings; choose a later one');
    const holdUntil = new Date(now.getTime() + HOLD_MS);
    const slot = { templateId, date, startsAt, endsAt, sameDay: row.t_same_day };
    if (row.b_id && row.s_template === templateId && row.s_date === date) {
      const [renewed] = await tx`update bookings set hold_expires_at = ${holdUntil}
        where id = ${row.b_id} and status = 'HELD'
        returning id, appointment_id, slot_id, status, hold_expires_at, created_at, confirmed_at, ended_at`;
      if (!renewed) throw new Error('the hold chosen again ended meanwhile');
      return [renewed, slot];
    }
    if (row.b_id)
      await tx`
        with ended as (
          update bookings set status = 'RELEASED', ended_at = now()
          where id = ${row.b_id} and status in ('HELD', 'CONFIRMED')
          returning slot_id
        )
        update slots set taken = slots.taken - 1 from ended where slots.id = ended.slot_id and slots.taken > 0
        returning slots.id`;
    const [placed] = await tx`
      with placed as (
        insert into slots (id, template_id, garage_id, slot_type, slot_date, starts_at, ends_at, same_day_service, capacity, taken)
        values (default, ${templateId}, ${row.garage_id}, ${row.t_type}, ${date}, ${startsAt}, ${endsAt}, ${row.t_same_day}, ${row.t_capacity}, 1)
        on conflict (template_id, slot_date) do update set taken = slots.taken + 1 where slots.taken < slots.capacity
        returning id
      )
      insert into bookings (id, appointment_id, slot_id, status, hold_expires_at, created_at, confirmed_at, ended_at)
      select gen_random_uuid(), ${row.id}::uuid, id, 'HELD'::booking_status, ${holdUntil.toISOString()}::timestamptz, now(), null::timestamptz, null::timestamptz
      from placed
      returning id, appointment_id, slot_id, status, hold_expires_at, created_at, confirmed_at, ended_at`;
    if (!placed) throw new Refusal(409, 'SLOT_FULL', 'This slot has just been taken; choose another slot');
    return [placed, slot];
  });
}

const answer = (res, status, data) => {
  const body = JSON.stringify(data);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'private, no-store',
  });
  res.end(body);
};

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/service-centre/api/booking')
    return answer(res, 404, { error: { code: 'NOT_FOUND', message: 'No API here' } });
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const ip = String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress)
        .split(',', 1)[0]
        .trim();
      await countRequest(ip);
      const userId = await customerOf(req.headers.cookie);
      let input;
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        throw new Refusal(400, 'VALIDATION_FAILED', 'The body is not JSON');
      }
      const slotAt = typeof input?.slot_id === 'string' ? input.slot_id.lastIndexOf('_') : -1;
      if (!UUID.test(input?.appointment_id ?? '') || slotAt <= 0 || !DAY.test(input.slot_id.slice(slotAt + 1)))
        throw new Refusal(400, 'VALIDATION_FAILED', 'appointment_id and slot_id are required');
      const [b, slot] = await book(userId, input.appointment_id, input.slot_id);
      answer(res, 201, {
        data: {
          booking_id: b.id,
          appointment_id: b.appointment_id,
          status: b.status,
          hold_expires_at: b.status === 'HELD' && b.hold_expires_at ? new Date(b.hold_expires_at).toISOString() : null,
          slot_id: `${slot.templateId}_${slot.date}`,
          slot_details: { start_time: istIso(slot.startsAt), end_time: istIso(slot.endsAt), same_day_service: slot.sameDay },
        },
      });
    } catch (error) {
      if (error instanceof Refusal) return answer(res, error.status, { error: { code: error.code, message: error.message } });
      answer(res, 500, { error: { code: 'INTERNAL', message: String(error) } });
    }
  });
});
// Idle connections kept as long as the product keeps them (server/app-server.ts): with Node's 5 s an
// open loop's connection left idle could be closed just as a request went out on it (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
// Ends as a normal exit, so that a profile asked for with --cpu-prof is written.
process.on('SIGTERM', () => process.exit(0));
