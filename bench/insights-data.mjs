// The events of the insights benchmark (bench/insights.mjs), made in PostgreSQL by a few set-based
// statements: visitors, their sessions, a compact plan of every event, then the events themselves,
// one statement per UTC day in the order they were received (as the collector appends them).
//
// The shape, per visitor: a platform and device for good, a home centre, one to a dozen sessions
// over the 30 days (one in eight a return 20 to 50 minutes after the one before, on both sides of
// the 30-minute rule), an arrival source per session (direct, Google organic and ads, a QR poster,
// social campaigns…; utm parameters only on the page that carried them, as the SDK reads them from
// its address), a landing page chosen by the source (a centre's landing page for QR and local
// search), a few pages viewed a minute apart, and for a third of visitors one booking journey in one
// session: each step's page and then its `track` event in BOOKING_FUNNEL's order, dropping off along
// the way, sign-in at the handover (with the identify), two in five of those past it dropping their
// car off themselves (no pick-up address to choose), the fee and the booking recorded together by
// the server (device 'server', with the centre, one instant for both, as the product records them)
// after the details. Booked visitors come back by short links to tracking and their receipt (a path
// of their own). Web Vitals for a sample of page loads. Apart from the server's pair, every event of
// one visitor has its own instant.

/** Events per visitor the shape above makes: a first batch of visitors is sized by it, then topped up. */
const EVENTS_PER_VISITOR = 8.4;
/** The share of page loads reporting Web Vitals (the product's ANALYTICS_VITALS_SAMPLE, set lower at this size). */
export const VITALS_SAMPLE = 0.1;
/** P(a journey reaches step k) for k = 1…10 of BOOKING_FUNNEL, given that it starts. */
const REACH = [1, 0.72, 0.55, 0.42, 0.33, 0.27, 0.22, 0.17, 0.08, 0.075];
export const FUNNEL = [
  'service_chosen',
  'car_chosen',
  'centre_chosen',
  'plan_chosen',
  'handover_chosen',
  'pickup_address_chosen',
  'slot_chosen',
  'details_entered',
  'payment_succeeded',
  'booking_confirmed',
];
/** Other `track` names, by number in the plan. */
const TRACKS = [
  'phone_number_entered',
  'otp_entered',
  'sign_in_completed',
  'payment_started',
  'payment_failed',
  'error_shown',
  'qr_scanned',
];
const ORIGIN = 'https://www.servicecentre.example';
const DAY_MS = 86_400_000;

// Pages by number: 0 the index, 1–8 the steps' pages (STEP_PAGE_TYPES in order), 9–10 after paying,
// 11–24 pages people browse, 100 + n centre n's landing page, 200 a booking's receipt, 201 a short link.
const PAGES = [
  [0, '/service-centre/', 'index', 'Car service and repair near you'],
  [1, '/service-centre/ad-services/home', 'service_home', 'Book a car service'],
  [2, '/service-centre/ad-services/mmv', 'mmv', 'Choose your car'],
  [3, '/service-centre/ad-services/location-vehicle-check', 'location_vehicle_check', 'Choose a service centre'],
  [4, '/service-centre/ad-services/pricing-plans', 'pricing_plans', 'Service plans and prices'],
  [5, '/service-centre/ad-services/pickup-drop', 'pickup_drop', 'Pick-up or drop-off'],
  [6, '/service-centre/ad-services/address-selection', 'address_selection', 'Pick-up address'],
  [7, '/service-centre/ad-services/slot-selection', 'slot_selection', 'Choose a slot'],
  [8, '/service-centre/ad-services/details-capture', 'details_capture', 'Your details'],
  [9, '/service-centre/ad-services/confirmation-page', 'confirmation_page', 'Payment received'],
  [10, '/service-centre/ad-services/appointment-confirmation', 'appointment_confirmation', 'Booking confirmed'],
  [11, '/service-centre/ad-services/periodic-service', 'periodic_service', 'Periodic service'],
  [12, '/service-centre/ad-services/car-spa', 'car_spa', 'Car spa and cleaning'],
  [13, '/service-centre/ad-services/specific-repair', 'specific_repair', 'Specific repairs'],
  [14, '/service-centre/ad-services/car-garage', 'car_garage', 'Car garage near you'],
  [15, '/service-centre/ad-services/service-plans', 'service_plans', 'Service plans'],
  [16, '/service-centre/pick-and-drop', 'pick_and_drop', 'Free pick-up and drop'],
  [17, '/service-centre/pick-and-drop-near-me', 'pick_and_drop_near_me', 'Pick-up and drop near me'],
  [18, '/service-centre/tracking', 'tracking', 'Track your car'],
  [19, '/service-centre/home', 'tracking_home', 'Your car service'],
  [20, '/service-centre/bookings', 'bookings', 'Your bookings'],
  [21, '/service-centre/sign-in', 'sign_in', 'Sign in'],
  [22, '/service-centre/ad-services/schedule-callback', 'schedule_callback', 'Call me back'],
  [23, '/service-centre/ad-services/self-drop', 'self_drop', 'Drop your car'],
  [24, '/service-centre/ad-services/unknown-issue', 'unknown_issue', 'Tell us what is wrong'],
  [200, '', 'receipt', 'Receipt'],
  [201, '', 'short_link', 'Your booking'],
];
const BROWSE = [0, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 24];

const q = (text) => `'${String(text).replaceAll("'", "''")}'`;
const ts = (date) => `${q(date.toISOString())}::timestamptz`;
const arr = (values) => `array[${values.map((v) => (typeof v === 'number' ? v : q(v))).join(', ')}]`;
const secondsSince = (t) => ((performance.now() - t) / 1000).toFixed(1);

/** Makes the partition of every UTC month from `from` to `to`, as the product names them (src/backend/analytics/partitions.ts). */
async function ensurePartitions(sql, from, to) {
  for (let m = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)); m <= to; ) {
    const next = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1));
    const name = `analytics_events_p${m.getUTCFullYear()}${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
    await sql.unsafe(
      `create table if not exists "${name}" partition of analytics_events for values from (${q(m.toISOString())}) to (${q(next.toISOString())})`,
    );
    m = next;
  }
}

/** Visitors `first`…`last`: platform, device, home centre, journey depth (0: none), sessions, which session holds the journey. */
const visitorsSql = (first, last, garages) => `
insert into bench_visitors
select v, md5('bench-visitor-' || v)::uuid::text, platform,
  case platform when 'web' then case when r2 < 0.92 then 'desktop' else 'tablet' end
    when 'mweb' then case when r2 < 0.88 then 'mobile' else 'tablet' end else 'mobile' end,
  1 + floor(${garages} * power(r3, 1.6))::int,
  case when r4 < 0.35 then (select count(*) from unnest(${arr(REACH)}::float8[]) p where r5 < p)::int else 0 end,
  n, 1 + floor(random() * n)::int, md5('bench-appointment-' || v)::uuid::text
from (
  select v, case when r1 < 0.35 then 'web' when r1 < 0.85 then 'mweb' else 'app' end as platform, r2, r3, r4, r5,
    least(12, 1 + floor(ln(1 - r6) / ln(0.35)))::int as n
  from (select v, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6 from generate_series(${first}, ${last}) v) a
) b`;

/**
 * The sessions of visitors `first`…`last` starting in [from, until): each at an IST time of day
 * around 14:00 (4:00 to midnight) on one of the days, or 20–50 minutes after the one before; its
 * source, campaign, referrer, landing page and how many pages follow the journey.
 */
const sessionsSql = (first, last, from, until) => {
  const day0 = `(date_trunc('day', ${ts(from)} at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;
  return `
insert into bench_sessions (v, anon, platform, device, garage, appointment, depth, self_drop, after_booking, start,
  source, utm, medium, campaign, referrer, entry, n_browse)
with raw as (
  select v.*, k, ${day0} + floor(random() * 31) * interval '1 day' + (840 + (random() + random() - 1) * 600) * interval '1 minute' as indep,
    random() as rr, random() as rg
  from bench_visitors v cross join generate_series(1, v.n_sessions) k
  where v.v between ${first} and ${last}
), placed as (
  select *, case when k > 1 and rr < 0.125 and lag(rr) over w >= 0.125 then lag(indep) over w + (20 + rg * 30) * interval '1 minute'
    else indep end as start
  from raw window w as (partition by v order by k)
), kept as (
  select *, max(case when k = jsession and depth > 0 then start end) over (partition by v) as journey_at
  from placed where start >= ${ts(from)} and start < ${ts(until)}
), drawn as (
  select kept.*, case when k = 1 or random() < 0.4 then random() else 0 end as x, random() as rc, random() as re, random() as re2, random() as rb,
    k = jsession and depth >= 5 and random() < 0.4 as self_drop,
    depth = 10 and journey_at is not null and start > journey_at + interval '30 minutes' as after_booking
  from kept
), sourced as (
  select drawn.*, case when x < 0.33 then 'direct' when x < 0.58 then 'www.google.com' when x < 0.68 then 'google_ads'
      when x < 0.76 then 'google' when x < 0.82 then 'qr' when x < 0.88 then 'facebook' when x < 0.92 then 'instagram'
      when x < 0.95 then 'whatsapp' when x < 0.98 then 'www.bing.com' else 'm.facebook.com' end as source
  from drawn
)
select v, anon, platform, device, garage, appointment,
  case when k <> jsession then 0 when self_drop and depth = 6 then 5 else depth end, self_drop, after_booking, start,
  source, source in ('google', 'qr', 'facebook', 'instagram', 'whatsapp'),
  case source when 'google' then 'cpc' when 'qr' then 'qr_online_campaign' when 'facebook' then 'paid_social'
    when 'instagram' then 'paid_social' when 'whatsapp' then 'referral' else '' end,
  case source when 'google' then 'car_service_' || g.city_slug
    when 'qr' then (array['poster_', 'flyer_', 'standee_'])[1 + floor(rc * 3)::int] || replace(g.locality_slug, '-', '_')
    when 'facebook' then (array['monsoon_checkup', 'diwali_offer', 'ac_service'])[1 + floor(rc * 3)::int]
    when 'instagram' then (array['monsoon_checkup', 'diwali_offer', 'ac_service'])[1 + floor(rc * 3)::int]
    when 'whatsapp' then 'share_a_service' else '' end,
  case source when 'www.google.com' then 'https://www.google.com/' when 'www.bing.com' then 'https://www.bing.com/'
    when 'm.facebook.com' then 'https://m.facebook.com/' when 'facebook' then 'https://l.facebook.com/'
    when 'instagram' then 'https://l.instagram.com/' when 'google_ads' then 'https://www.google.com/' else '' end,
  case when after_booking then 201
    when source = 'qr' then 100 + garage
    when source in ('www.google.com', 'www.bing.com') then case when re < 0.45 then 100 + garage when re < 0.8 then 1
      else (array[11, 12, 13, 14])[1 + floor(re2 * 4)::int] end
    when source in ('google', 'google_ads') then case when re < 0.7 then 1 else 11 end
    when source <> 'direct' then case when re < 0.6 then 1 else (array[11, 12])[1 + floor(re2 * 2)::int] end
    else case when re < 0.25 then 0 when re < 0.5 then 1 when re < 0.7 then 19 when re < 0.85 then 100 + garage
      else (array[11, 12, 13, 14, 15, 16, 17])[1 + floor(re2 * 7)::int] end end,
  case when after_booking then 1 + (rb < 0.5)::int when k = jsession and depth > 0 then floor(rb * 2)::int
    else least(9, floor(-ln(1 - rb) * 1.8))::int end
from sourced join bench_garages g on g.n = sourced.garage`;
};

/**
 * Every event of sessions `first`…`last`, compact: when, which session, what (kind 1 page, 2 a
 * funnel step by the browser, 3 another track, 4 a Web Vital, 5 the server's step, 6 identify), its
 * number (step, track, metric), the page it happened on and its slot (1: the landing page), a value.
 */
const planSql = (first, last) => {
  const vital = (median, sigma) => `(${median}) * exp(${sigma} * (random() + random() + random() + random() - 2) * 1.7320508)`;
  const byPlatform = (web, mweb, app) => `case s.platform when 'web' then ${web} when 'mweb' then ${mweb} else ${app} end`;
  return `
insert into bench_plan (at, s, kind, k, pg, slot, x)
select sl.t + ev.dt, s.s, ev.kind, ev.k, sl.pg, sl.slot, ev.x
from bench_sessions s
cross join lateral (
  select slot, q,
    case when slot = 1 then s.entry
      when q <= s.jp then case when q = 6 and s.self_drop then 23 when q <= least(s.depth, 8) then q when q = 9 then 9
        when q = 10 then 10 else 200 end
      when s.after_booking then (array[18, 200, 20])[least(slot - 1, 3)]
      else (${arr(BROWSE)})[1 + floor(random() * ${BROWSE.length})::int] end as pg,
    s.start + ((slot - 1) * 60 + random() * 20) * interval '1 second' as t,
    random() as rv, random() as re, random() as ri
  from (select slot, slot - 1 as q from generate_series(1, 1 + s.jp + s.n_browse) slot) g
) sl
cross join lateral (
  select 1::int2 as kind, 0::int2 as k, null::float8 as x, interval '0' as dt
  union all select 2, sl.q, null, interval '12 s' where sl.slot > 1 and sl.q <= least(s.depth, 8) and not (sl.q = 6 and s.self_drop)
  union all select 3, n.k, null, n.dt from (values (1, interval '3 s'), (2, interval '6 s'), (3, interval '8 s')) n(k, dt)
    where sl.slot > 1 and sl.q = 5 and s.depth >= 5
  union all select 6, 0, null, interval '9 s' where sl.slot > 1 and sl.q = 5 and s.depth >= 5
  union all select 3, 4, null, interval '15 s' where sl.slot > 1 and sl.q = 8 and s.depth >= 8 and (s.depth >= 9 or sl.re < 0.25)
  union all select 3, 5, null, interval '25 s' where sl.slot > 1 and sl.q = 8 and s.depth = 8 and sl.re < 0.25
  union all select 5, 9, null, interval '30 s' where sl.slot > 1 and sl.q = 8 and s.depth >= 9
  union all select 5, 10, null, interval '30 s' where sl.slot > 1 and sl.q = 8 and s.depth = 10
  union all select 3, 6, null, interval '7 s' where sl.ri < 0.015
  union all select 3, 7, null, interval '2 s' where sl.slot = 1 and s.source = 'qr'
  union all select 4, m.k, case m.k
      when 1 then round((${vital(byPlatform(1700, 2500, 2100), 0.45)})::numeric, 1)
      when 2 then round((${vital(byPlatform(110, 170, 140), 0.6)})::numeric, 1)
      when 3 then round((${vital('0.03', 1.0)})::numeric, 4)
      else round((${vital(byPlatform(350, 600, 450), 0.5)})::numeric, 1) end::float8, m.dt
    from (values (1, interval '4 s'), (2, interval '22 s'), (3, interval '20 s'), (4, interval '1 s')) m(k, dt)
    where sl.rv < ${VITALS_SAMPLE} and (m.k <> 2 or random() < 0.7)
) ev
where s.s between ${first} and ${last}`;
};

/** The events received in [from, to), from the kept plan, in the order received. */
const eventsSql = (from, to, keyId) => {
  const FULFILMENT = `case when s.self_drop then 'SELF_DROP' else 'PICKUP_DROP' end`;
  const path = `case p.pg when 200 then '/service-centre/bookings/' || s.appointment || '/receipt'
    when 201 then '/service-centre/l/' || substr(md5(s.s::text), 1, 10) else pg.path end`;
  const entry = 'p.slot = 1';
  const search = `case when not ${entry} then '' when s.utm then '?utm_source=' || s.source || '&utm_medium=' || s.medium || '&utm_campaign=' || s.campaign
    when s.source = 'google_ads' then '?gclid=' || substr(md5(s.s::text), 1, 16) else '' end`;
  const utm = (value) => `case when ${entry} and s.utm then ${value} end`;
  const common = `jsonb_build_object('page_type', pg.page_type, 'source', s.source, 'platform', s.platform,
      'platform_code', case s.platform when 'web' then 'web' when 'mweb' then 'mWeb' else 'android_webview' end,
      'page_url', '${ORIGIN}' || ${path} || ${search}, 'path', ${path},
      'referrer', case when ${entry} then s.referrer else '${ORIGIN}/service-centre/' end,
      'utm_source', ${utm('s.source')}, 'utm_campaign', ${utm('s.campaign')}, 'utm_content', null, 'utm_medium', ${utm('s.medium')},
      'url', '${ORIGIN}' || ${path}, 'title', pg.title, 'search', ${search})`;
  const deviceClass = `case s.device when 'mobile' then 'phone' else s.device end`;
  const specific = `case
      when p.kind = 2 and p.k = 1 then jsonb_build_object('service_type', 'periodic_service')
      when p.kind = 2 and p.k = 2 then jsonb_build_object('model', 'swift', 'fuel_type', 'PETROL')
      when p.kind = 2 and p.k = 3 then jsonb_build_object('garage_id', g.id)
      when p.kind = 2 and p.k = 4 then jsonb_build_object('plan', 'ESSENTIAL')
      when p.kind = 2 and p.k = 5 then jsonb_build_object('fulfillment_type', ${FULFILMENT})
      when p.kind = 2 and p.k = 7 then jsonb_build_object('slot_date', to_char(p.at + interval '2 days', 'YYYY-MM-DD'))
      when p.kind = 3 and p.k = 6 then jsonb_build_object('code', 'SLOT_TAKEN')
      when p.kind = 4 then jsonb_build_object('metric', m.metric, 'value', p.x, 'device_class', ${deviceClass},
        'rating', case when p.x <= m.good then 'good' when p.x <= m.poor then 'needs-improvement' else 'poor' end)
      else '{}'::jsonb end`;
  const server = `jsonb_build_object('appointment_id', s.appointment, 'garage_id', g.id, 'city', g.city_slug,
      'service_type', 'periodic_service', 'fulfillment_type', ${FULFILMENT},
      'source', case when s.utm then s.medium else 'ONLINE_BOOKING' end)
    || case p.k when 9 then jsonb_build_object('amount_paise', 9900) else jsonb_build_object('slot_date', to_char(p.at + interval '2 days', 'YYYY-MM-DD')) end`;
  return `
insert into analytics_events (received_at, client_at, event_type, event_name, anonymous_id, customer_id, properties, device, write_key_id)
select p.at, case when p.kind = 5 then p.at else p.at - interval '250 milliseconds' end,
  case p.kind when 1 then 'page' when 6 then 'identify' else 'track' end,
  case p.kind when 1 then 'view_page' when 2 then (${arr(FUNNEL)})[p.k] when 5 then (${arr(FUNNEL)})[p.k]
    when 3 then (${arr(TRACKS)})[p.k] when 4 then 'web_vital' end,
  s.anon, null,
  case when p.kind = 5 then ${server} else ${common} || ${specific} end,
  case when p.kind = 5 then 'server' else s.device end,
  ${keyId}
from bench_plan p
join bench_sessions s on s.s = p.s
join bench_pages pg on pg.id = p.pg
join bench_garages g on g.n = s.garage
left join (values (1, 'LCP', 2500, 4000), (2, 'INP', 200, 500), (3, 'CLS', 0.1, 0.25), (4, 'TTFB', 800, 1800)) m(k, metric, good, poor)
  on p.kind = 4 and m.k = p.k
where p.at >= ${ts(from)} and p.at < ${ts(to)}
order by p.at, p.kind, p.k`;
};

/**
 * Fills `analytics_events` with exactly `events` events received over the 30 days before `now`
 * (each session starts 30 days to 15 minutes before it), with the product's indexes made after the
 * load and the table vacuumed and analysed as autovacuum would have left it. `log(line)` reports
 * each stage; answers the seconds each took and what was made.
 */
export async function generateEvents(sql, { events, now, keyId, log }) {
  const from = new Date(now.getTime() - 30 * DAY_MS);
  const until = new Date(now.getTime() - 15 * 60_000);
  const seconds = {};
  let t = performance.now();
  await sql.unsafe(`set work_mem = '256MB'`);
  await sql.unsafe(`set maintenance_work_mem = '1GB'`);
  await sql.unsafe(`select setseed(0.2026)`);
  await ensurePartitions(sql, from, now);
  // The product's indexes on the events are made again after the load: building them once is much
  // faster than keeping them up to date row by row.
  const indexes = await sql`select indexname, indexdef from pg_indexes where tablename = 'analytics_events'`;
  for (const { indexname } of indexes) await sql.unsafe(`drop index "${indexname}"`);
  await sql.unsafe(`drop table if exists bench_pages, bench_garages, bench_visitors, bench_sessions, bench_plan, bench_counts`);
  await sql.unsafe(
    `create unlogged table bench_pages (id int primary key, path text not null, page_type text not null, title text not null)`,
  );
  await sql.unsafe(
    `insert into bench_pages values ${PAGES.map(([id, path, type, title]) => `(${id}, ${q(path)}, ${q(type)}, ${q(title)})`).join(', ')}`,
  );
  await sql.unsafe(`create unlogged table bench_garages as
    select row_number() over (order by id)::int as n, id, name, city_slug, locality_slug from garages`);
  await sql.unsafe(`insert into bench_pages select 100 + n, '/service-centre/' || city_slug || '/' || locality_slug, 'garage_landing', name
    from bench_garages`);
  const [{ garages }] = await sql`select count(*)::int as garages from bench_garages`;
  await sql.unsafe(`create unlogged table bench_visitors (v int primary key, anon text, platform text, device text, garage int,
    depth int, n_sessions int, jsession int, appointment text)`);
  await sql.unsafe(`create unlogged table bench_sessions (s int generated always as identity primary key, v int, anon text, platform text,
    device text, garage int, appointment text, depth int, self_drop boolean, after_booking boolean, start timestamptz, source text, utm boolean, medium text,
    campaign text, referrer text, entry int, n_browse int,
    jp int generated always as (least(depth, 8) + (depth >= 9)::int + 2 * (depth = 10)::int) stored)`);
  await sql.unsafe(`create unlogged table bench_plan (at timestamptz not null, s int not null, kind int2 not null, k int2 not null,
    pg int not null, slot int2 not null, x float8)`);
  // Visitors in batches until the plan holds the events asked for (and a little more, to be trimmed).
  let visitors = 0;
  let planned = 0;
  let batch = Math.ceil((events / EVENTS_PER_VISITOR) * 1.04);
  while (planned < events) {
    const [{ s: lastSession }] = await sql`select coalesce(max(s), 0)::int as s from bench_sessions`;
    await sql.unsafe(visitorsSql(visitors + 1, visitors + batch, garages));
    await sql.unsafe(sessionsSql(visitors + 1, visitors + batch, from, until));
    const [{ n }] = await sql.unsafe(
      `with added as (${planSql(lastSession + 1, 2 ** 31 - 1)} returning 1) select count(*)::bigint as n from added`,
    );
    visitors += batch;
    planned += Number(n);
    log(`  planned ${planned.toLocaleString('en')} events of ${visitors.toLocaleString('en')} visitors (${secondsSince(t)} s)`);
    batch = Math.ceil(((events - planned) / (planned / visitors)) * 1.05) + 100;
  }
  // Sessions in a random order until the count is reached; the one crossing it keeps its first events.
  await sql.unsafe(`create unlogged table bench_counts as
    select s, n, sum(n) over (order by hashint4(s), s) as cum from (select s, count(*) as n from bench_plan group by s) c`);
  const [crossing] = await sql.unsafe(`select s, ${events} - (cum - n) as keep from bench_counts
    where cum > ${events} and cum - n < ${events} order by cum limit 1`);
  await sql.unsafe(`delete from bench_plan p using bench_counts c where c.s = p.s and c.cum > ${events} and c.s <> ${crossing?.s ?? 0}`);
  if (crossing)
    await sql.unsafe(`delete from bench_plan where s = ${crossing.s} and ctid not in (select ctid from bench_plan where s = ${crossing.s}
      order by at, kind, k limit ${Number(crossing.keep)})`);
  await sql.unsafe(`create index on bench_plan (at)`);
  await sql.unsafe(`analyze bench_plan, bench_sessions, bench_pages, bench_garages`);
  seconds.plan = secondsSince(t);
  log(`  plan of ${events.toLocaleString('en')} events made (${seconds.plan} s)`);
  t = performance.now();
  const firstDay = new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS);
  for (let day = firstDay, i = 1; day <= now; day = new Date(day.getTime() + DAY_MS), i++) {
    await sql.unsafe(eventsSql(day, new Date(day.getTime() + DAY_MS), keyId));
    if (i % 5 === 0) log(`  events of ${i} days inserted (${secondsSince(t)} s)`);
  }
  seconds.insert = secondsSince(t);
  t = performance.now();
  for (const { indexdef } of indexes) await sql.unsafe(indexdef.replace(' ON ONLY ', ' ON '));
  seconds.indexes = secondsSince(t);
  t = performance.now();
  await sql.unsafe(`drop table bench_pages, bench_garages, bench_visitors, bench_sessions, bench_plan, bench_counts`);
  await sql.unsafe('vacuum (analyze) analytics_events');
  seconds.vacuum = secondsSince(t);
  await sql.unsafe('reset work_mem');
  await sql.unsafe('reset maintenance_work_mem');
  return { seconds, visitorsMade: visitors };
}
