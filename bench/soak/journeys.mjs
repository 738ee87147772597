// The soak's kinds of traffic. Each tick of a kind sends one request: a visitor browsing, one step of
// someone's journey (sign-in → booking → payment of the fee → the car through the workshop, followed
// on the tracking screen), or an analytics batch. A journey's steps are ticks of its kind, so each
// kind keeps its own rate whatever the others do; a kind with no step waiting sends the read its
// screen would poll meanwhile (the console's list, the signed-in customer's details).
import { insertSessions, latestCode } from './setup.mjs';
import { KUDLU_GATE } from '../support.mjs';

/** Each kind's share of the requests. The workshop's is large enough to take every paid car to delivery (about 14 requests a car). */
export const SHARES = { browse: 0.42, tracking: 0.14, analytics: 0.1, 'sign-in': 0.05, booking: 0.05, payment: 0.04, workshop: 0.2 };
export const KINDS = Object.keys(SHARES);

const ANALYTICS_KEY = 'service-centre-web';
const SIGN_IN_TYPING_MS = 2000;
const QC_ITEMS_KEYS = ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean'];

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const visitorIp = () => `10.200.${Math.floor(Math.random() * 16)}.${1 + Math.floor(Math.random() * 254)}`;
/** A registration number of its own for the n-th car (KA 01 AA 0001 onwards). */
const registration = (n) =>
  `KA${String(1 + (Math.floor(n / 9999) % 99)).padStart(2, '0')}${String.fromCharCode(65 + (Math.floor(n / 9999 / 99) % 26))}A${String(1 + (n % 9999)).padStart(4, '0')}`;

/** What anonymous visitors open: garage landing pages, choosing pages, and the look-ups those pages make. */
function browsePaths(swiftId) {
  return [
    '/service-centre/bangalore/kudlu-gate',
    '/service-centre/bangalore/kudlu-gate',
    '/service-centre/ad-services/home',
    '/service-centre/ad-services/mmv',
    '/service-centre/ad-services/periodic-service',
    '/service-centre/ad-services/location-vehicle-check',
    '/service-centre/pick-and-drop',
    `/service-centre/ad-services/pricing-plans?garageId=${KUDLU_GATE}`,
    '/service-centre/api/service-types',
    '/service-centre/api/vehicle-makes',
    '/service-centre/api/vehicle-models?make=maruti-suzuki',
    '/service-centre/api/pincode-mapping/560068',
    `/service-centre/api/package-pricing?garage=${KUDLU_GATE}&model_id=${swiftId}&fuel_type=PETROL`,
    `/service-centre/api/get-slots?slot_type=SLOT_BOOKING&garage_id=${KUDLU_GATE}`,
  ];
}

/** A batch of page and track events as the SDK sends them, from one of 1000 visitors. */
function analyticsBatch(n) {
  const anonymous_id = `soak-visitor-${n % 1000}`;
  const props = { path: '/service-centre/ad-services/home', platform: 'web', page_type: 'home', utm_source: 'soak', title: 'Car service' };
  return JSON.stringify(
    Array.from({ length: 5 }, (_, i) =>
      i % 2
        ? { event_type: 'track', event_name: 'tap_btn_get_quote', event_properties: props, anonymous_id }
        : { event_type: 'page', event_name: 'view_page', event_properties: props, anonymous_id },
    ),
  );
}

/**
 * The kinds' tick functions, sharing the journeys' state. `call` sends a request (client.mjs), `db`
 * reads sign-in codes from the outbox and seeds a customer when none has signed in yet.
 */
export function createJourneys({ call, db, swiftId, advisors }) {
  const paths = browsePaths(swiftId);
  let n = 0;
  const next = () => n++;
  /** People at each point of their journey; an entry is taken out while its request is in flight. */
  const signingIn = [];
  const signedIn = [];
  const booking = [];
  const toPay = [];
  const paid = [];
  const inWorkshop = [];
  const tracking = [];
  let consoleTag;
  const stuck = [];

  // In turn, so that no advisor's address goes over the product's write limit.
  let turn = 0;
  const advisor = () => advisors[turn++ % advisors.length];

  /** A signed-in customer for a new booking: one who signed in through the soak, else one written into the database. */
  async function customer() {
    const c = signedIn.shift();
    if (c) return c;
    const k = next();
    const [seeded] = await insertSessions(db, [{ phone: `96${String(10_000_000 + k).slice(-8)}`, role: 'CUSTOMER' }]);
    return { ...seeded, ip: `10.100.${(k >> 8) & 255}.${k & 255}` };
  }

  const kinds = {
    async browse() {
      await call('browse', { path: pick(paths), ip: visitorIp() });
    },

    async analytics() {
      await call('analytics', {
        method: 'POST',
        path: '/service-centre/external/api/v2/send',
        headers: { 'x-write-key': ANALYTICS_KEY, 'content-type': 'application/json' },
        body: analyticsBatch(next()),
        ip: visitorIp(),
      });
    },

    /** Asks for a code for a new number, or types in the code of one asked for a moment ago. */
    async 'sign-in'() {
      const waiting = signingIn[0];
      if (waiting && Date.now() - waiting.at >= SIGN_IN_TYPING_MS) {
        signingIn.shift();
        const code = await latestCode(db, waiting.phone);
        const r = await call('sign-in', {
          method: 'POST',
          path: '/service-centre/api/sign-in/verify',
          body: { attemptId: waiting.attemptId, code },
          ip: waiting.ip,
        });
        if (r.ok && r.cookie) signedIn.push({ phone: waiting.phone, cookie: r.cookie, ip: waiting.ip });
        return;
      }
      const k = next();
      const person = { phone: `97${String(10_000_000 + k).slice(-8)}`, ip: `10.${1 + ((k >> 16) % 90)}.${(k >> 8) & 255}.${k & 255}` };
      const r = await call('sign-in', {
        method: 'POST',
        path: '/service-centre/api/sign-in/start',
        body: { phoneNumber: person.phone },
        ip: person.ip,
      });
      if (r.ok) signingIn.push({ ...person, attemptId: r.data.attemptId, at: Date.now() });
    },

    /** One step of a booking: the appointment, the slots, the slot held, the customer's name. */
    async booking() {
      const b = booking.shift() ?? { who: await customer(), step: 'create' };
      const as = { cookie: b.who.cookie, ip: b.who.ip };
      if (b.step === 'create') {
        const r = await call('booking', {
          method: 'POST',
          path: '/service-centre/api/appointment',
          body: {
            garage_id: KUDLU_GATE,
            service_type_id: 'periodic_service',
            selection: { plan: 'ESSENTIAL' },
            vehicle_details: { model_id: swiftId, fuel_type: 'PETROL', registration_number: registration(next()) },
            booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
          },
          ...as,
        });
        if (r.ok) booking.push({ ...b, step: 'slots', appointmentId: r.data.appointment_id });
      } else if (b.step === 'slots') {
        const r = await call('booking', { path: `/service-centre/api/get-slots?slot_type=SLOT_BOOKING&garage_id=${KUDLU_GATE}`, ...as });
        const open = r.ok ? r.data.slots.filter((s) => !s.disabled).slice(0, 40) : [];
        if (open.length > 0) booking.push({ ...b, step: 'book', slotId: pick(open).id });
      } else if (b.step === 'book') {
        const r = await call('booking', {
          method: 'POST',
          path: '/service-centre/api/booking',
          body: { appointment_id: b.appointmentId, slot_id: b.slotId },
          ...as,
        });
        if (r.ok) booking.push({ ...b, step: 'name' });
      } else {
        const r = await call('booking', {
          method: 'PATCH',
          path: `/service-centre/api/appointment/${b.appointmentId}`,
          body: { customer_details: { full_name: 'Soak Customer' } },
          ...as,
        });
        if (r.ok) toPay.push({ who: b.who, appointmentId: b.appointmentId, step: 'order' });
      }
    },

    /** One step of paying the booking fee in the sandbox gateway: the order, the payment page, the signed callback. */
    async payment() {
      const p = toPay.shift();
      if (!p) {
        // Nothing to pay: a customer who paid looks at their booking.
        const done = pick(paid.length > 0 ? paid : tracking);
        if (done)
          await call('payment', {
            path: `/service-centre/api/appointment/${done.appointmentId}`,
            cookie: done.who.cookie,
            ip: done.who.ip,
          });
        else await call('payment', { path: '/service-centre/api/service-types', ip: visitorIp() });
        return;
      }
      const as = { cookie: p.who.cookie, ip: p.who.ip };
      if (p.step === 'order') {
        const r = await call('payment', {
          method: 'POST',
          path: `/service-centre/api/appointment/${p.appointmentId}/payment`,
          body: {},
          ...as,
        });
        if (r.ok) toPay.push({ ...p, step: 'pay', orderId: r.data.provider_order_id });
      } else if (p.step === 'pay') {
        const r = await call('payment', {
          method: 'POST',
          path: '/service-centre/api/sandbox-gateway/pay',
          body: { order_id: p.orderId, outcome: 'success' },
          ip: p.who.ip,
        });
        if (r.ok) toPay.push({ ...p, step: 'callback', fields: r.data.fields });
      } else {
        const r = await call('payment', { method: 'POST', path: '/service-centre/api/payments/callback', body: p.fields, ip: p.who.ip });
        if (r.ok) paid.push({ who: p.who, appointmentId: p.appointmentId });
      }
    },

    /** One move of a car by an advisor: check-in, a stage, a quality-check item, the bill paid; else the console's list. */
    async workshop() {
      const car = inWorkshop.shift();
      if (car) return moveCar(car);
      const arriving = paid.shift();
      if (arriving) {
        const by = advisor();
        const r = await call('workshop', {
          method: 'POST',
          path: '/service-centre/api/garage-timeline',
          body: { request_id: `soak-${arriving.appointmentId}`, appointment_id: arriving.appointmentId },
          cookie: by.cookie,
          ip: by.ip,
        });
        if (r.ok) {
          const entered = { ...arriving, orderId: r.data.order_id, timeline: r.data };
          inWorkshop.push(entered);
          tracking.push(entered);
        }
        return;
      }
      const by = advisor();
      const r = await call('workshop', {
        path: '/service-centre/api/console-appointments',
        headers: consoleTag ? { 'if-none-match': consoleTag } : {},
        expected: [304],
        cookie: by.cookie,
        ip: by.ip,
      });
      consoleTag = r.headers?.get('etag') ?? consoleTag;
    },

    /** A customer's tracking screen polls their car's timeline with the ETag it last saw. */
    async tracking() {
      const t = tracking.shift();
      if (!t) {
        const who = signedIn[0] ?? paid[0]?.who;
        if (who) await call('tracking', { path: '/service-centre/api/get-user-details', cookie: who.cookie, ip: who.ip });
        else await call('tracking', { path: '/service-centre/ad-services/home', ip: visitorIp() });
        return;
      }
      const r = await call('tracking', {
        path: `/service-centre/api/garage-timeline/${t.orderId}`,
        headers: t.etag ? { 'if-none-match': t.etag } : {},
        expected: [304],
        cookie: t.who.cookie,
        ip: t.who.ip,
      });
      t.etag = r.headers?.get('etag') ?? t.etag;
      // A screen stays open until a poll after the car is delivered.
      if (!(r.status === 200 && r.data?.latest_stage_details?.stage === 'CAR_DELIVERED')) tracking.push(t);
    },
  };

  async function moveCar(car) {
    const by = advisor();
    const as = { cookie: by.cookie, ip: by.ip };
    const stage = car.timeline.latest_stage_details.stage;
    const path = `/service-centre/api/garage-timeline/${car.orderId}`;
    const move = (to) => call('workshop', { method: 'POST', path: `${path}/stage`, body: { stage: to }, ...as });
    let r;
    if (stage === 'CAR_AT_GARAGE') r = await move('SURVEY');
    else if (stage === 'SURVEY') r = await move('ESTIMATE_APPROVAL_PENDING');
    else if (stage === 'ESTIMATE_COMPLETED') r = await move('REPAIR_IN_PROGRESS');
    else if (stage === 'REPAIR_IN_PROGRESS') r = await move('QUALITY_CHECK');
    else if (stage === 'QUALITY_CHECK') {
      const open = QC_ITEMS_KEYS.find((item) => !car.timeline.quality_check.some((q) => q.item === item && q.passed === true));
      r = open
        ? await call('workshop', { method: 'POST', path: `${path}/qc`, body: { item: open, passed: true }, ...as })
        : await move('PAYMENT_PENDING');
    } else if (stage === 'PAYMENT_PENDING')
      r = await call('workshop', { method: 'POST', path: `${path}/bill/paid`, body: { method: 'CASH' }, ...as });
    else if (stage === 'PAYMENT_COMPLETED') r = await move('CAR_DELIVERED');
    else {
      // A stage the soak's advisors do not move a car from (an estimate waiting for the customer): said at the end.
      stuck.push(stage);
      return;
    }
    if (!r.ok) return;
    const timeline = r.data?.latest_stage_details ? r.data : car.timeline;
    if (timeline.latest_stage_details.stage !== 'CAR_DELIVERED') inWorkshop.push({ ...car, timeline });
    else delivered++;
  }
  let delivered = 0;

  return {
    kinds,
    /** Where the journeys stand: how many at each point, and the cars left at a stage the soak does not handle. */
    state: () => ({
      signedIn: signedIn.length,
      booking: booking.length,
      toPay: toPay.length,
      paid: paid.length,
      inWorkshop: inWorkshop.length,
      tracking: tracking.length,
      delivered,
      stuck,
    }),
  };
}
