import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { actionLinks, appointments } from '@/backend/platform/db/schema';
import { istDay } from '@/lib/ist-calendar';
import { API_ENDPOINTS, apiPathOf, backendEndpoints, type Endpoint } from '@/contracts/endpoints';
import { honoPath } from '@/backend/platform/http';
import type { Actor } from '@/contracts/actor';
import { startInProcessApp, type InProcessApp } from '../support/app-server';
import { createTestSession, type TestSession } from '../support/sessions';
import { bookedAppointment, firstOpenSlot, holdSlot, jsonInit, makeAppointment } from '../support/booking-fixtures';
import { deliveredCar } from '../support/delivered-car';

// Every served route, on the backend and on the proxy, is checked against the access its declaration
// states (src/contracts/endpoints/define.ts, Access). The routes come from the served route tables, so a
// new route without a declared access, or one that does not keep to it, fails here.
//
// The matrix of the accounts issue: user A gets A's data; user B gets their own, never A's; a visitor
// gets 401; for a record's id (owner), B and an advisor of another garage get 404; a customer on a
// staff route gets 403.
const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

/**
 * One fixture per owner route: makes a record of the given customer and answers the route's path with
 * its id, the request to send, and what its owner gets.
 */
/** `apiPath` null: the route is the backend's only (a page reads it for the browser). */
interface OwnedRecord {
  backendPath: string;
  apiPath: string | null;
  init: RequestInit;
  ownerStatus: number /** A list: another garage's advisor gets their own (200), not 404. */;
  list?: boolean;
  /** Site-wide figures: every advisor is refused (403); an admin is answered. */
  adminOnly?: boolean;
  /** What another garage's advisor gets when it is neither 404 nor a list (a campaign for a centre not theirs: 403 in words). */
  otherAdvisorStatus?: number;
}
type OwnerFixture = (app: InProcessApp, owner: Actor) => Promise<OwnedRecord>;
const ADMIN: Actor = { kind: 'admin', id: '6d1f0c2a-0000-4000-8000-0000000000ad' };
let car = 1000;
/** A registration number of its own for each appointment (a car holds one active appointment). */
const nextCar = () => `KA01AB${car++}`;
const appointmentRoute =
  (init: RequestInit, ownerStatus: number, suffix = ''): OwnerFixture =>
  async (app, owner) => {
    const a = await makeAppointment(app.backend, owner, { registration: nextCar() });
    return {
      backendPath: `/v1/appointment/${a.appointment_id}${suffix}`,
      apiPath: `appointment/${a.appointment_id}${suffix}`,
      init,
      ownerStatus,
    };
  };
const OWNER_FIXTURES: Record<string, OwnerFixture> = {
  '/v1/garage/users/address/{id}': async (app, owner) => {
    const address = { line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    const r = await app.backend.call(
      '/v1/garage/users/address',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address }) },
      owner,
    );
    const { id } = ((await r.json()) as { data: { id: string } }).data;
    return { backendPath: `/v1/garage/users/address/${id}`, apiPath: `users-address/${id}`, init: { method: 'DELETE' }, ownerStatus: 204 };
  },
  'GET /v1/appointment/{id}': appointmentRoute({ method: 'GET' }, 200),
  'GET /v1/appointment/{id}/history': appointmentRoute({ method: 'GET' }, 200, '/history'),
  'PATCH /v1/appointment/{id}': appointmentRoute(jsonInit('PATCH', { is_app: true }), 200),
  'DELETE /v1/appointment/{id}': appointmentRoute(jsonInit('DELETE', { reason: 'testing access' }), 200),
  'POST /v1/appointment/{id}/payment': async (app, owner) => {
    const a = await makeAppointment(app.backend, owner, { registration: nextCar() });
    await holdSlot(app.backend, owner, a.appointment_id);
    await app.backend.call(
      `/v1/appointment/${a.appointment_id}`,
      jsonInit('PATCH', { customer_details: { full_name: 'Anil Alpha' } }),
      owner,
    );
    return {
      backendPath: `/v1/appointment/${a.appointment_id}/payment`,
      apiPath: `appointment/${a.appointment_id}/payment`,
      init: jsonInit('POST', {}),
      ownerStatus: 200,
    };
  },
  'POST /v1/appointment/{id}/reschedule': async (app, owner) => {
    const { id } = await bookedAppointment(app.backend, owner, nextCar());
    const other = await firstOpenSlot(app.backend, 'SLOT_BOOKING', 1);
    return {
      backendPath: `/v1/appointment/${id}/reschedule`,
      apiPath: `appointment/${id}/reschedule`,
      init: jsonInit('POST', { slot_id: other }),
      ownerStatus: 200,
    };
  },
  // A booked appointment's confirmation SMS carries its link: the token is read from the database.
  'GET /v1/links/{token}': async (app, owner) => {
    const { id } = await bookedAppointment(app.backend, owner, nextCar());
    const [link] = await app.backend.deps.db.select().from(actionLinks).where(eq(actionLinks.appointmentId, id));
    return { backendPath: `/v1/links/${link!.token}`, apiPath: null, init: { method: 'GET' }, ownerStatus: 200 };
  },
  'GET /v1/appointment/{id}/receipt': async (app, owner) => {
    const { id } = await bookedAppointment(app.backend, owner, nextCar());
    return { backendPath: `/v1/appointment/${id}/receipt`, apiPath: null, init: { method: 'GET' }, ownerStatus: 200 };
  },
  'POST /v1/garage/bookings': async (app, owner) => {
    const a = await makeAppointment(app.backend, owner, { registration: nextCar() });
    return {
      backendPath: '/v1/garage/bookings',
      apiPath: 'booking',
      init: jsonInit('POST', { appointment_id: a.appointment_id, slot_id: await firstOpenSlot(app.backend) }),
      ownerStatus: 201,
    };
  },
  'GET /v1/garage/bookings': async (app, owner) => {
    const a = await makeAppointment(app.backend, owner, { registration: nextCar() });
    const held = await holdSlot(app.backend, owner, a.appointment_id);
    return {
      backendPath: `/v1/garage/bookings?booking_id=${held.booking_id}`,
      apiPath: `booking?booking_id=${held.booking_id}`,
      init: { method: 'GET' },
      ownerStatus: 200,
    };
  },
};
/** An advisor of Kudlu Gate, the garage every fixture books at (made once per app). */
const kudluAdvisors = new WeakMap<InProcessApp, Promise<TestSession>>();
let advisorPhone = 9345100050;
const kudluAdvisor = (app: InProcessApp) => {
  if (!kudluAdvisors.has(app))
    kudluAdvisors.set(
      app,
      createTestSession(app.backend.deps.db, String(advisorPhone++), { role: 'ADVISOR', name: 'Kudlu Advisor', garageIds: [KUDLU_GATE] }),
    );
  return kudluAdvisors.get(app)!;
};
const advisorActor = async (app: InProcessApp): Promise<Actor> => ({
  kind: 'advisor',
  id: (await kudluAdvisor(app)).userId,
  garageIds: [KUDLU_GATE],
});
let checkIns = 0;
/** A booked appointment of the owner, checked in at Kudlu Gate: its work order's id. */
const checkedInOrder = async (app: InProcessApp, owner: Actor): Promise<string> => {
  const { id } = await bookedAppointment(app.backend, owner, nextCar());
  const r = await app.backend.call(
    '/v1/garage/timeline',
    jsonInit('POST', { request_id: `permissions-${++checkIns}-check-in`, appointment_id: id }),
    await advisorActor(app),
  );
  return ((await r.json()) as { data: { order_id: string } }).data.order_id;
};
type Damages = { data: { damages: { id: string; origin: string; photos: { id: string }[] }[] } };
/** The booked plan's line of a checked-in order (put on the estimate at check-in). */
const bookedLineOf = async (app: InProcessApp, id: string): Promise<string> => {
  const r = await app.backend.call(`/v1/garage/timeline/${id}`, { method: 'GET' }, await advisorActor(app));
  return ((await r.json()) as Damages).data.damages.find((d) => d.origin === 'PLAN')!.id;
};
/**
 * A checked-in order of the owner whose estimate (the booked plan and one extra from the catalogue,
 * ₹2,250) waits for approval: its id and the extra line's.
 */
const estimateWaiting = async (app: InProcessApp, owner: Actor) => {
  const id = await checkedInOrder(app, owner);
  const staff = await advisorActor(app);
  await app.backend.call(`/v1/garage/timeline/${id}/stage`, jsonInit('POST', { stage: 'SURVEY' }), staff);
  const r = await app.backend.call(
    `/v1/garage/timeline/${id}/lines`,
    jsonInit('POST', {
      part_name: 'Front brake pads',
      catalogue_item_id: 'brake-pads-front',
      net_labour_cost: 45_000,
      net_part_cost: 180_000,
      net_service_cost: 0,
    }),
    staff,
  );
  const lineId = ((await r.json()) as Damages).data.damages.find((d) => d.origin === 'EXTRA')!.id;
  await app.backend.call(`/v1/garage/timeline/${id}/stage`, jsonInit('POST', { stage: 'ESTIMATE_APPROVAL_PENDING' }), staff);
  return { id, lineId };
};
OWNER_FIXTURES['POST /v1/assessment/proxy/line-items/status'] = async (app, owner) => {
  const { id, lineId } = await estimateWaiting(app, owner);
  return {
    backendPath: '/v1/assessment/proxy/line-items/status',
    apiPath: 'line-item-status',
    init: jsonInit('POST', { order_id: id, decisions: [{ line_id: lineId, status: 'APPROVED' }] }),
    ownerStatus: 200,
  };
};
OWNER_FIXTURES['POST /v1/assessment/proxy/line-items/approve'] = async (app, owner) => {
  const { id } = await estimateWaiting(app, owner);
  return {
    backendPath: '/v1/assessment/proxy/line-items/approve',
    apiPath: 'line-item-approve',
    init: jsonInit('POST', { order_id: id }),
    ownerStatus: 200,
  };
};
/** An order of the owner whose estimate (the plan and its extra of ₹2,250, approved) was approved and whose car is at quality check. */
const atQualityCheck = async (app: InProcessApp, owner: Actor, finalAmount?: number) => {
  const { id, lineId } = await estimateWaiting(app, owner);
  const staff = await advisorActor(app);
  await app.backend.call(
    '/v1/assessment/proxy/line-items/status',
    jsonInit('POST', { order_id: id, decisions: [{ line_id: lineId, status: 'APPROVED' }] }),
    owner,
  );
  await app.backend.call('/v1/assessment/proxy/line-items/approve', jsonInit('POST', { order_id: id }), owner);
  await app.backend.call(`/v1/garage/timeline/${id}/stage`, jsonInit('POST', { stage: 'REPAIR_IN_PROGRESS' }), staff);
  if (finalAmount !== undefined)
    await app.backend.call(
      `/v1/garage/timeline/${id}/final-amount`,
      jsonInit('POST', { line_id: lineId, final_amount: finalAmount }),
      staff,
    );
  await app.backend.call(`/v1/garage/timeline/${id}/stage`, jsonInit('POST', { stage: 'QUALITY_CHECK' }), staff);
  for (const item of ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean']) {
    await app.backend.call(`/v1/garage/timeline/${id}/qc`, jsonInit('POST', { item, passed: true }), staff);
  }
  return { id, lineId };
};
OWNER_FIXTURES['GET /v1/assessment/proxy/hb-updates/{work_order_id}'] = async (app, owner) => {
  const id = await checkedInOrder(app, owner);
  return {
    backendPath: `/v1/assessment/proxy/hb-updates/${id}?tags=HEARTBEAT`,
    apiPath: `repair-update?tags=HEARTBEAT&work_order_id=${id}`,
    init: { method: 'GET' },
    ownerStatus: 200,
  };
};
OWNER_FIXTURES['GET /v1/assessment/proxy/qc-updates/{id}'] = async (app, owner) => {
  const id = await checkedInOrder(app, owner);
  return { backendPath: `/v1/assessment/proxy/qc-updates/${id}`, apiPath: `qc-updates/${id}`, init: { method: 'GET' }, ownerStatus: 200 };
};
OWNER_FIXTURES['POST /v1/garage/timeline/{id}/bill/approve'] = async (app, owner) => {
  // The extra billed ₹3,000 against ₹2,250 estimated: over the 15 %, so the bill waits for the customer.
  const { id } = await atQualityCheck(app, owner, 300_000);
  await app.backend.call(`/v1/garage/timeline/${id}/stage`, jsonInit('POST', { stage: 'PAYMENT_PENDING' }), await advisorActor(app));
  return {
    backendPath: `/v1/garage/timeline/${id}/bill/approve`,
    apiPath: `garage-timeline/${id}/bill/approve`,
    init: jsonInit('POST', { approve: true }),
    ownerStatus: 200,
  };
};
OWNER_FIXTURES['POST /v1/garage/timeline/{id}/bill/pay'] = async (app, owner) => {
  // Billed at the estimate: the bill is issued at once, with the plan and the extra less the fee to pay.
  const { id } = await atQualityCheck(app, owner);
  await app.backend.call(`/v1/garage/timeline/${id}/stage`, jsonInit('POST', { stage: 'PAYMENT_PENDING' }), await advisorActor(app));
  return {
    backendPath: `/v1/garage/timeline/${id}/bill/pay`,
    apiPath: `garage-timeline/${id}/bill/pay`,
    init: jsonInit('POST', {}),
    ownerStatus: 200,
  };
};
/** A small PNG, and the order of the owner with it as its waiting line's worn-part photo. */
const tinyPng = async () =>
  (
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777777' } })
      .png()
      .toBuffer()
  ).toString('base64');
const withPhoto = async (app: InProcessApp, owner: Actor) => {
  const { id, lineId } = await estimateWaiting(app, owner);
  const r = await app.backend.call(
    `/v1/garage/timeline/${id}/lines/${lineId}/photos`,
    jsonInit('POST', { kind: 'WORN', content_type: 'image/png', data: await tinyPng() }),
    await advisorActor(app),
  );
  return ((await r.json()) as Damages).data.damages.find((d) => d.id === lineId)!.photos[0]!.id;
};
OWNER_FIXTURES['GET /v1/assessment/proxy/line-photos/{photo_id}/{size}'] = async (app, owner) => {
  const photoId = await withPhoto(app, owner);
  return {
    backendPath: `/v1/assessment/proxy/line-photos/${photoId}/thumb`,
    apiPath: `line-photos/${photoId}/thumb`,
    init: { method: 'GET' },
    ownerStatus: 200,
  };
};
// Spec's create-typeform-link: a delivered car (its booked plan taken off by the garage, its extra
// declined, then delivered back with nothing done).
OWNER_FIXTURES['POST /v1/garage/users/npsLink'] = async (app, owner) => {
  const { id, lineId } = await estimateWaiting(app, owner);
  await app.backend.call(
    `/v1/garage/timeline/${id}/lines/${await bookedLineOf(app, id)}/remove`,
    jsonInit('POST', { reason: 'The lift for this car is out of order' }),
    await advisorActor(app),
  );
  await app.backend.call(
    '/v1/assessment/proxy/line-items/status',
    jsonInit('POST', { order_id: id, decisions: [{ line_id: lineId, status: 'DECLINED' }] }),
    owner,
  );
  await app.backend.call('/v1/assessment/proxy/line-items/approve', jsonInit('POST', { order_id: id }), owner);
  await app.backend.call(`/v1/garage/timeline/${id}/stage`, jsonInit('POST', { stage: 'CAR_DELIVERED' }), await advisorActor(app));
  return {
    backendPath: '/v1/garage/users/npsLink',
    apiPath: 'create-typeform-link',
    init: jsonInit('POST', { order_id: id }),
    ownerStatus: 200,
  };
};
// Service reminders (docs/decisions/057): a delivered car has its reminder, read and changed by a booking of the car.
const remindedCar = async (app: InProcessApp, owner: Actor) =>
  (await deliveredCar(app.backend, { customer: owner, advisor: await advisorActor(app) }, nextCar())).appointmentId;
OWNER_FIXTURES['GET /v1/garage/service-reminders/{id}'] = async (app, owner) => {
  const id = await remindedCar(app, owner);
  return {
    backendPath: `/v1/garage/service-reminders/${id}`,
    apiPath: `service-reminders/${id}`,
    init: { method: 'GET' },
    ownerStatus: 200,
  };
};
OWNER_FIXTURES['PUT /v1/garage/service-reminders'] = async (app, owner) => {
  const id = await remindedCar(app, owner);
  const day = istDay(new Date(Date.now() + 60 * 86_400_000));
  return {
    backendPath: '/v1/garage/service-reminders',
    apiPath: 'service-reminders',
    init: jsonInit('PUT', { appointment_id: id, next_service_date: day }),
    ownerStatus: 200,
  };
};
OWNER_FIXTURES['POST /v1/garage/service-reminders/{id}/preferences'] = async (app, owner) => {
  const id = await remindedCar(app, owner);
  return {
    backendPath: `/v1/garage/service-reminders/${id}/preferences`,
    apiPath: `service-reminders/${id}/preferences`,
    init: jsonInit('POST', { reminders_on: false }),
    ownerStatus: 200,
  };
};
OWNER_FIXTURES['POST /v1/garage/timeline/{id}/auto-approval'] = async (app, owner) => {
  const id = await checkedInOrder(app, owner);
  return {
    backendPath: `/v1/garage/timeline/${id}/auto-approval`,
    apiPath: `garage-timeline/${id}/auto-approval`,
    init: jsonInit('POST', { line_limit: 100_000 }),
    ownerStatus: 200,
  };
};
OWNER_FIXTURES['GET /v1/garage/timeline/{id}'] = async (app, owner) => {
  const id = await checkedInOrder(app, owner);
  return { backendPath: `/v1/garage/timeline/${id}`, apiPath: `garage-timeline/${id}`, init: { method: 'GET' }, ownerStatus: 200 };
};
OWNER_FIXTURES['POST /v1/garage/timeline/{id}'] = async (app, owner) => {
  const id = await checkedInOrder(app, owner);
  return {
    backendPath: `/v1/garage/timeline/${id}`,
    apiPath: `garage-timeline/${id}`,
    init: jsonInit('POST', { is_welcome_screen_viewed: true }),
    ownerStatus: 200,
  };
};

/**
 * One fixture per staff route: a record of the given customer at Kudlu Gate, and what an advisor of
 * Kudlu Gate gets; the customer gets 403, Thanisandra's advisor 404, a visitor 401.
 */
const STAFF_FIXTURES: Record<string, OwnerFixture> = {
  'POST /v1/garage/timeline/{id}/promise': async (app, owner) => {
    const id = await checkedInOrder(app, owner);
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    return {
      backendPath: `/v1/garage/timeline/${id}/promise`,
      apiPath: `garage-timeline/${id}/promise`,
      init: jsonInit('POST', { promised_at: tomorrow }),
      ownerStatus: 200,
    };
  },
  'POST /v1/garage/timeline/{id}/lines/{line_id}/photos': async (app, owner) => {
    const { id, lineId } = await estimateWaiting(app, owner);
    return {
      backendPath: `/v1/garage/timeline/${id}/lines/${lineId}/photos`,
      apiPath: `garage-timeline/${id}/lines/${lineId}/photos`,
      init: jsonInit('POST', { kind: 'WORN', content_type: 'image/png', data: await tinyPng() }),
      ownerStatus: 201,
    };
  },
  'POST /v1/garage/timeline': async (app, owner) => {
    const { id } = await bookedAppointment(app.backend, owner, nextCar());
    return {
      backendPath: '/v1/garage/timeline',
      apiPath: 'garage-timeline',
      init: jsonInit('POST', { request_id: `permissions-${++checkIns}-check-in`, appointment_id: id }),
      ownerStatus: 201,
    };
  },
  'POST /v1/garage/timeline/{id}/stage': async (app, owner) => {
    const id = await checkedInOrder(app, owner);
    return {
      backendPath: `/v1/garage/timeline/${id}/stage`,
      apiPath: `garage-timeline/${id}/stage`,
      init: jsonInit('POST', { stage: 'SURVEY' }),
      ownerStatus: 200,
    };
  },
  'GET /v1/garage/timeline/{id}/extras': async (app, owner) => {
    const id = await checkedInOrder(app, owner);
    return {
      backendPath: `/v1/garage/timeline/${id}/extras`,
      apiPath: `garage-timeline/${id}/extras`,
      init: { method: 'GET' },
      ownerStatus: 200,
    };
  },
  'POST /v1/garage/timeline/{id}/lines/{line_id}/remove': async (app, owner) => {
    const id = await checkedInOrder(app, owner);
    const lineId = await bookedLineOf(app, id);
    return {
      backendPath: `/v1/garage/timeline/${id}/lines/${lineId}/remove`,
      apiPath: `garage-timeline/${id}/lines/${lineId}/remove`,
      init: jsonInit('POST', { reason: 'The lift for this car is out of order' }),
      ownerStatus: 200,
    };
  },
  'POST /v1/garage/timeline/{id}/lines': async (app, owner) => {
    const id = await checkedInOrder(app, owner);
    await app.backend.call(`/v1/garage/timeline/${id}/stage`, jsonInit('POST', { stage: 'SURVEY' }), await advisorActor(app));
    return {
      backendPath: `/v1/garage/timeline/${id}/lines`,
      apiPath: `garage-timeline/${id}/lines`,
      init: jsonInit('POST', { part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 0 }),
      ownerStatus: 201,
    };
  },
  'POST /v1/garage/timeline/{id}/final-amount': async (app, owner) => {
    const { id, lineId } = await atQualityCheck(app, owner);
    return {
      backendPath: `/v1/garage/timeline/${id}/final-amount`,
      apiPath: `garage-timeline/${id}/final-amount`,
      init: jsonInit('POST', { line_id: lineId, final_amount: 240_000 }),
      ownerStatus: 200,
    };
  },
  'POST /v1/garage/timeline/{id}/bill/paid': async (app, owner) => {
    const { id } = await atQualityCheck(app, owner);
    await app.backend.call(`/v1/garage/timeline/${id}/stage`, jsonInit('POST', { stage: 'PAYMENT_PENDING' }), await advisorActor(app));
    return {
      backendPath: `/v1/garage/timeline/${id}/bill/paid`,
      apiPath: `garage-timeline/${id}/bill/paid`,
      init: jsonInit('POST', { method: 'UPI' }),
      ownerStatus: 200,
    };
  },
  // The pick-up of a pick-and-drop booking on its day: a booked appointment of Kudlu Gate made one (the
  // rule's own cases are in workshop-arrival.test.ts), its slot's day being today for the clock.
  'POST /v1/garage/console/appointments/{id}/pickup-started': async (app, owner) => {
    const { id } = await bookedAppointment(app.backend, owner, nextCar());
    await app.backend.deps.db
      .update(appointments)
      .set({ fulfillmentType: 'PICK_AND_DROP', appointmentDate: istDay(new Date()) })
      .where(eq(appointments.id, id));
    return {
      backendPath: `/v1/garage/console/appointments/${id}/pickup-started`,
      apiPath: `console-appointments/${id}/pickup-started`,
      init: jsonInit('POST'),
      ownerStatus: 200,
    };
  },
  // A booking whose slot has started (moved to this morning) and whose car was not handed over.
  'POST /v1/garage/console/appointments/{id}/no-show': async (app, owner) => {
    const { id } = await bookedAppointment(app.backend, owner, nextCar());
    await app.backend.deps.db
      .update(appointments)
      .set({ appointmentDate: istDay(new Date()), slotStart: '00:00:00' })
      .where(eq(appointments.id, id));
    return {
      backendPath: `/v1/garage/console/appointments/${id}/no-show`,
      apiPath: `console-appointments/${id}/no-show`,
      init: jsonInit('POST'),
      ownerStatus: 200,
    };
  },
  'POST /v1/garage/timeline/{id}/updates': async (app, owner) => {
    const { id } = await atQualityCheck(app, owner);
    return {
      backendPath: `/v1/garage/timeline/${id}/updates`,
      apiPath: `garage-timeline/${id}/updates`,
      init: jsonInit('POST', { text: 'Washing the car now' }),
      ownerStatus: 201,
    };
  },
  'POST /v1/garage/timeline/{id}/qc': async (app, owner) => {
    const { id } = await atQualityCheck(app, owner);
    return {
      backendPath: `/v1/garage/timeline/${id}/qc`,
      apiPath: `garage-timeline/${id}/qc`,
      init: jsonInit('POST', { item: 'clean', passed: true }),
      ownerStatus: 200,
    };
  },
  // The insights: site-wide widgets are the admins' (every advisor 403); landing pages and the funnel
  // answer each advisor with their own centres' figures.
  ...Object.fromEntries(
    ['totals', 'pages', 'sources', 'platforms', 'speed', 'landing', 'funnel'].map((widget) => [
      `GET /v1/insights/${widget}`,
      async () => {
        const adminOnly = !['landing', 'funnel'].includes(widget);
        const query = '?from=2026-11-01&to=2026-11-28';
        return {
          backendPath: `/v1/insights/${widget}${query}`,
          apiPath: `insights/${widget}${query}`,
          init: { method: 'GET' },
          ownerStatus: adminOnly ? 403 : 200,
          list: !adminOnly,
          adminOnly,
        };
      },
    ]),
  ),
  // Campaigns: the console lists its centres' own; making one for a centre not one's own is refused in words.
  'GET /v1/campaign/console': async () => ({
    backendPath: '/v1/campaign/console',
    apiPath: 'staff-campaigns',
    init: { method: 'GET' },
    ownerStatus: 200,
    list: true,
  }),
  'POST /v1/campaign/console': async () => ({
    backendPath: '/v1/campaign/console',
    apiPath: 'staff-campaigns',
    init: jsonInit('POST', {
      code: `permissions-${campaignNumber++}`,
      garage_id: KUDLU_GATE,
      source: 'qr_online_campaign',
      color: 'green',
      title: '10% off the fee',
      description: 'A campaign of the permissions test',
      kind: 'PERCENT',
      value: 10,
      target: 'FEE',
      valid_from: '2026-11-01T00:00:00+05:30',
      valid_until: '2027-11-01T00:00:00+05:30',
      total_limit: 5,
    }),
    ownerStatus: 201,
    otherAdvisorStatus: 403,
  }),
  // The console's list is read by its page; a customer or another garage's advisor gets nothing of Kudlu Gate's.
  'GET /v1/garage/console/appointments': async () => ({
    backendPath: '/v1/garage/console/appointments',
    apiPath: 'console-appointments',
    init: { method: 'GET' },
    ownerStatus: 200,
    list: true,
  }),
};
let campaignNumber = 1;
const fixtureKey = (e: Endpoint) => (e.upstream === '/v1/garage/users/address/{id}' ? e.upstream : `${e.method} ${e.upstream}`);

describe('every route keeps to its declared access', () => {
  let app: InProcessApp;
  let a: TestSession;
  let b: TestSession;
  let advisor: TestSession;
  /** A new session of the same person: sign-out routes end every session of the caller. */
  const fresh = (session: TestSession) => createTestSession(app.backend.deps.db, session.phoneNumber);
  const actorOf = async (session: TestSession): Promise<Actor> => {
    const r = await app.backend.call('/v1/garage/users/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: session.token }),
    });
    const body = (await r.json()) as { data?: { actor: Actor } };
    if (!body.data) throw new Error(`session of ${session.phoneNumber} did not resolve: ${r.status} ${JSON.stringify(body)}`);
    return body.data.actor;
  };
  beforeAll(async () => {
    app = await startInProcessApp('pglite');
    a = await createTestSession(app.backend.deps.db, '9345100001', { name: 'Anil Alpha' });
    b = await createTestSession(app.backend.deps.db, '9345100002', { name: 'Bina Beta' });
    advisor = await createTestSession(app.backend.deps.db, '9345100003', {
      role: 'ADVISOR',
      name: 'Other Garage Advisor',
      garageIds: [THANISANDRA],
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  const backendCall = (endpoint: Endpoint, actor?: Actor) => {
    const path = endpoint.upstream!.replace(/\{(\w+)\}/g, 'x');
    const init: RequestInit =
      endpoint.method === 'GET' ? {} : { method: endpoint.method, headers: { 'content-type': 'application/json' }, body: '{}' };
    return app.backend.call(path, init, actor);
  };
  const proxyCall = (path: string, endpoint: Endpoint, cookie?: string) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const init: RequestInit =
      endpoint.method === 'GET'
        ? { headers }
        : { method: endpoint.method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' };
    return fetch(`${app.base}/service-centre/api/${apiPathOf(path).replace(/\{(\w+)\}/g, 'x')}`, init);
  };

  it('every backend route is declared, with its access', () => {
    const declared = backendEndpoints();
    const undeclared = app.backend.backend
      .routes()
      .filter((r) => !declared.some((e) => e.method === r.method && honoPath(e.upstream!) === r.path))
      .map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
    expect(
      declared.filter((e) => !['public', 'signed-in', 'owner', 'staff', 'internal'].includes(e.access)).map((e) => e.upstream),
    ).toEqual([]);
  });

  it('public and internal routes answer a visitor without asking for sign-in', async () => {
    const asked: string[] = [];
    for (const endpoint of backendEndpoints().filter((e) => e.access === 'public' || e.access === 'internal')) {
      const status = (await backendCall(endpoint)).status;
      if (status === 401 || status === 403) asked.push(`${endpoint.method} ${endpoint.upstream} → ${status}`);
    }
    expect(asked).toEqual([]);
  });

  it('signed-in routes: 401 for a visitor; A and B each get their own data, never the other’s (backend)', async () => {
    const routes = backendEndpoints().filter((e) => e.access === 'signed-in');
    expect([...new Set(routes.map((e) => e.upstream))].sort()).toEqual([
      '/v1/appointment',
      '/v1/appointment/repeat',
      '/v1/garage/rewards/details',
      '/v1/garage/rewards/extract',
      '/v1/garage/rewards/fetch',
      '/v1/garage/users/address',
      '/v1/garage/users/appointments',
      '/v1/garage/users/appointments/latest',
      '/v1/garage/users/assets',
      '/v1/garage/users/me',
      '/v1/garage/users/me/delete',
      '/v1/garage/users/me/phone',
      '/v1/garage/users/me/phone/verify',
      '/v1/garage/users/sessions/end',
      '/v1/garage/users/sessions/end-all',
      '/v1/garage/users/timeline',
    ]);
    for (const endpoint of routes) {
      const anonymous = await backendCall(endpoint);
      expect([endpoint.upstream, anonymous.status]).toEqual([endpoint.upstream, 401]);
      // Routes that take input are let through to their input check (their own tests use real input: account-changes.test.ts).
      if ((endpoint.body && !endpoint.body.safeParse({}).success) || (endpoint.query && !endpoint.query.safeParse({}).success)) {
        const status = (await backendCall(endpoint, await actorOf(await fresh(a)))).status;
        expect([endpoint.upstream, status]).toEqual([endpoint.upstream, 400]);
        continue;
      }
      const actorA = await actorOf(await fresh(a));
      const actorB = await actorOf(await fresh(b));
      const forA = await backendCall(endpoint, actorA);
      const forB = await backendCall(endpoint, actorB);
      expect([endpoint.upstream, forA.status, forB.status]).toEqual([endpoint.upstream, 200, 200]);
      const textB = await forB.text();
      expect(textB).not.toContain(a.phoneNumber);
      expect(textB).not.toContain('Anil Alpha');
    }
    const me = await backendCall(backendEndpoints().find((e) => e.upstream === '/v1/garage/users/me')!, await actorOf(await fresh(a)));
    expect((await me.json()).data).toMatchObject({ phoneNumber: '9345100001', userName: 'Anil Alpha' });
  });

  it('every owner route has its fixture', () => {
    const owned = backendEndpoints().filter((e) => e.access === 'owner');
    expect(owned.map(fixtureKey).filter((key) => !(key in OWNER_FIXTURES))).toEqual([]);
    expect(owned.length).toBe(Object.keys(OWNER_FIXTURES).length);
  });

  // One test per route: each has its own time limit, and a failure names its route.
  describe.each(
    backendEndpoints()
      .filter((e) => e.access === 'owner')
      .map((endpoint) => ({ endpoint, name: `${endpoint.method} ${endpoint.upstream}` })),
  )('owner route $name', ({ endpoint }) => {
    it('the owner 2xx, another customer 404, an advisor of another garage 404, a visitor 401 (backend and proxy)', async () => {
      const fixture = OWNER_FIXTURES[fixtureKey(endpoint)]!;
      const owner = await actorOf(await fresh(a));
      const record = await fixture(app, owner);
      const name = `${endpoint.method} ${endpoint.upstream}`;
      const statusFor = async (actor?: Actor) => (await app.backend.call(record.backendPath, record.init, actor)).status;
      expect([name, await statusFor(), await statusFor(await actorOf(await fresh(b))), await statusFor(await actorOf(advisor))]).toEqual([
        name,
        401,
        404,
        404,
      ]);
      expect([name, await statusFor(owner)]).toEqual([name, record.ownerStatus]);
      // The same through the proxy, with cookies.
      const apiRecord = await fixture(app, owner);
      if (apiRecord.apiPath === null) return;
      const apiStatus = async (cookie?: string) =>
        (
          await fetch(`${app.base}/service-centre/api/${apiRecord.apiPath}`, {
            ...apiRecord.init,
            headers: { ...(apiRecord.init.headers as Record<string, string> | undefined), ...(cookie ? { cookie } : {}) },
          })
        ).status;
      expect([name, await apiStatus(), await apiStatus((await fresh(b)).cookie), await apiStatus(advisor.cookie)]).toEqual([
        name,
        401,
        404,
        404,
      ]);
      expect([name, await apiStatus((await fresh(a)).cookie)]).toEqual([name, apiRecord.ownerStatus]);
    });
  });

  it('every staff route has its fixture', () => {
    expect(
      backendEndpoints()
        .filter((e) => e.access === 'staff')
        .map(fixtureKey)
        .sort(),
    ).toEqual(Object.keys(STAFF_FIXTURES).sort());
  });

  describe.each(
    backendEndpoints()
      .filter((e) => e.access === 'staff')
      .map((endpoint) => ({ endpoint, name: `${endpoint.method} ${endpoint.upstream}` })),
  )('staff route $name', ({ endpoint }) => {
    it("an advisor of the garage 2xx, its customer 403, another garage's advisor 404, a visitor 401 (backend and proxy)", async () => {
      const fixture = STAFF_FIXTURES[fixtureKey(endpoint)]!;
      const owner = await actorOf(await fresh(a));
      const name = `${endpoint.method} ${endpoint.upstream}`;
      const record = await fixture(app, owner);
      const statusFor = async (actor?: Actor) => (await app.backend.call(record.backendPath, record.init, actor)).status;
      const listsOnly = record.list === true;
      // A list answers another garage's advisor with their own (empty of Kudlu Gate's) list, not 404.
      const otherAdvisor = record.otherAdvisorStatus ?? (record.adminOnly ? 403 : listsOnly ? 200 : 404);
      expect([name, await statusFor(), await statusFor(owner), await statusFor(await actorOf(advisor))]).toEqual([
        name,
        401,
        403,
        otherAdvisor,
      ]);
      if (record.adminOnly) expect([name, await statusFor(ADMIN)]).toEqual([name, 200]);
      expect([name, await statusFor(await advisorActor(app))]).toEqual([name, record.ownerStatus]);
      const apiRecord = await fixture(app, owner);
      if (apiRecord.apiPath === null) return;
      const apiStatus = async (cookie?: string) =>
        (
          await fetch(`${app.base}/service-centre/api/${apiRecord.apiPath}`, {
            ...apiRecord.init,
            headers: { ...(apiRecord.init.headers as Record<string, string> | undefined), ...(cookie ? { cookie } : {}) },
          })
        ).status;
      expect([name, await apiStatus(), await apiStatus((await fresh(a)).cookie), await apiStatus(advisor.cookie)]).toEqual([
        name,
        401,
        403,
        otherAdvisor,
      ]);
      expect([name, await apiStatus((await kudluAdvisor(app)).cookie)]).toEqual([name, apiRecord.ownerStatus]);
    });
  });

  it('through the proxy: signed-in paths answer 401 to a visitor and each person their own', async () => {
    // Something of A's in every list: B's answers must not show it.
    const actorA = await actorOf(await fresh(a));
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await app.backend.call(
      '/v1/garage/users/address',
      json({ address: { line: 'A-Only Lane', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' } }),
      actorA,
    );
    await app.backend.call('/v1/garage/users/assets', json({ asset_number: 'KA05MN1234' }), actorA);
    // A's reward: a scan of the demo campaign at Kudlu Gate, signed in.
    await app.backend.call(
      `/v1/campaign/qr/offer_validation?car_registration_number=KA05MN1234&utm_medium=qr_online_campaign&garage_id=${KUDLU_GATE}&color=green`,
      undefined,
      actorA,
    );
    const MARK_OF_A: Record<string, string> = {
      'get-user-details': 'Anil Alpha',
      'saved-addresses': 'A-Only Lane',
      'get-saved-assets': 'KA05MN1234',
      'fetch-reward-details': 'KA05MN1234',
    };
    const routes = Object.entries(API_ENDPOINTS).filter(([, e]) => e.access === 'signed-in');
    expect(routes.map(([path]) => path)).toEqual([
      'get-user-details',
      'change-phone/start',
      'change-phone/verify',
      'delete-account',
      'get-saved-assets',
      'create-vehicle',
      'saved-addresses',
      'users-address',
      'appointment',
      'repeat-appointment',
      'fetch-reward-details',
      'get-reward-details-from-id',
      'extract-reward-details',
    ]);
    for (const [path, endpoint] of routes) {
      expect([path, (await proxyCall(path, endpoint)).status]).toEqual([path, 401]);
      const query = (endpoint as Endpoint).query;
      if (endpoint.method !== 'GET' || (query && !query.safeParse({}).success)) continue;
      const forA = await proxyCall(path, endpoint, (await fresh(a)).cookie);
      const forB = await proxyCall(path, endpoint, (await fresh(b)).cookie);
      expect([forA.status, forB.status]).toEqual([200, 200]);
      const mark = MARK_OF_A[path];
      expect(mark, `a mark of A's data for ${path}`).toBeDefined();
      expect(await forA.text()).toContain(mark);
      expect(await forB.text()).not.toContain(mark);
    }
  });

  it('through the proxy: public paths never ask a visitor to sign in; internal ones have no path', async () => {
    const asked: string[] = [];
    for (const [path, endpoint] of Object.entries(API_ENDPOINTS)) {
      expect([path, endpoint.access]).not.toEqual([path, 'internal']);
      if (endpoint.access !== 'public') continue;
      const status = (await proxyCall(path, endpoint)).status;
      if (status === 401 || status === 403) asked.push(`${endpoint.method} /api/${path} → ${status}`);
    }
    expect(asked).toEqual([]);
  });

  it('the advisor of another garage and customers are kept to their own: a customer on a staff page gets 403', async () => {
    const refused = await fetch(`${app.base}/service-centre/staff`, { headers: { cookie: (await fresh(a)).cookie }, redirect: 'manual' });
    expect(refused.status).toBe(403);
    const own = await fetch(`${app.base}/service-centre/staff`, { headers: { cookie: advisor.cookie } });
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).toContain('Thanisandra');
    expect(html).not.toContain('Kudlu Gate');
  });

  it("the insights dashboard and its CSV exports are staff pages: a customer gets 403, a visitor signs in, an advisor gets their centres' views only", async () => {
    const customer = { headers: { cookie: (await fresh(a)).cookie }, redirect: 'manual' as const };
    const staffOnly = ['/service-centre/staff/insights', '/service-centre/staff/insights/export/landing.csv'];
    for (const path of staffOnly) {
      expect([path, (await fetch(`${app.base}${path}`, customer)).status]).toEqual([path, 403]);
      expect([path, (await fetch(`${app.base}${path}`, { redirect: 'manual' })).status]).toEqual([path, 302]);
    }
    const rollUp = await fetch(`${app.base}/service-centre/staff/insights/roll-up`, { ...customer, method: 'POST' });
    expect(rollUp.status).toBe(403);
    const own = { headers: { cookie: advisor.cookie } };
    const landing = await fetch(`${app.base}/service-centre/staff/insights/export/landing.csv`, own);
    expect([landing.status, landing.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    const csv = await landing.text();
    expect(csv).toContain('Service Centre Thanisandra');
    expect(csv).not.toContain('Kudlu Gate');
    expect((await fetch(`${app.base}/service-centre/staff/insights/export/pages.csv`, own)).status).toBe(403);
  });
});
