import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessApp, type InProcessApp } from '../support/app-server';
import { createTestSession, type TestSession } from '../support/sessions';
import { bookedAppointment, jsonInit, KUDLU_GATE } from '../support/booking-fixtures';
import type { Actor } from '@/contracts/actor';

// Live updates through the proxy of the built product: the timeline and the console list carry an
// ETag; asked again with it, they answer 304 with no body until something changes.
describe('polling with an ETag', () => {
  let app: InProcessApp;
  let customer: TestSession;
  let advisor: TestSession;
  let orderId: string;
  const get = (path: string, session: TestSession, etag?: string) =>
    fetch(`${app.base}/service-centre/api/${path}`, {
      headers: { cookie: session.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
    });

  beforeAll(async () => {
    app = await startInProcessApp('pglite');
    const db = app.backend.deps.db;
    customer = await createTestSession(db, '9812300091', { name: 'Poll Customer' });
    advisor = await createTestSession(db, '9812300092', { role: 'ADVISOR', name: 'Poll Advisor', garageIds: [KUDLU_GATE] });
    const owner: Actor = { kind: 'customer', id: customer.userId };
    const { id } = await bookedAppointment(app.backend, owner, 'KA05LP1001');
    const staff: Actor = { kind: 'advisor', id: advisor.userId, garageIds: [KUDLU_GATE] };
    const opened = await app.backend.call(
      '/v1/garage/timeline',
      jsonInit('POST', { request_id: 'live-poll-check-in-1', appointment_id: id }),
      staff,
    );
    orderId = ((await opened.json()) as { data: { order_id: string } }).data.order_id;
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('the timeline: 200 with an ETag, 304 with no body while unchanged, 200 with a new ETag after a stage move', async () => {
    const first = await get(`garage-timeline/${orderId}`, customer);
    const etag = first.headers.get('etag');
    expect([first.status, etag]).toEqual([200, expect.stringMatching(/^"[A-Za-z0-9_-]{27}"$/)]);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const same = await get(`garage-timeline/${orderId}`, customer, etag!);
    expect([same.status, await same.text(), same.headers.get('etag')]).toEqual([304, '', etag]);
    // A list of tags, or a weak one, naming it; another tag gets the answer.
    expect((await get(`garage-timeline/${orderId}`, customer, `"other", W/${etag}`)).status).toBe(304);
    expect((await get(`garage-timeline/${orderId}`, customer, '"other"')).status).toBe(200);

    const staff: Actor = { kind: 'advisor', id: advisor.userId, garageIds: [KUDLU_GATE] };
    await app.backend.call(`/v1/garage/timeline/${orderId}/stage`, jsonInit('POST', { stage: 'SURVEY' }), staff);
    const moved = await get(`garage-timeline/${orderId}`, customer, etag!);
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
    expect(((await moved.json()) as { data: { latest_stage_details: { stage: string } } }).data.latest_stage_details.stage).toBe('SURVEY');
  });

  it('an error is never answered 304, and another customer gets 404 whatever the ETag', async () => {
    const other = await createTestSession(app.backend.deps.db, '9812300093', { name: 'Other Customer' });
    const etag = (await get(`garage-timeline/${orderId}`, customer)).headers.get('etag')!;
    const refused = await get(`garage-timeline/${orderId}`, other, etag);
    expect([refused.status, refused.headers.get('etag')]).toEqual([404, null]);
  });

  it('the console list: 304 while nothing changed for the advisor', async () => {
    const first = await get('console-appointments', advisor);
    const etag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect((await get('console-appointments', advisor, etag)).status).toBe(304);
    expect((await get('console-appointments', customer, etag)).status).toBe(403);
  });
});
