// The workshop's side of a journey, made through the API as the console makes it: for tests that
// start with a car at some stage (tests/e2e/workshop.spec.ts walks the console itself).
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { BASE } from './booking';

/** The answer's data, failing the test with the answer's body when it is not a success. */
export async function ok(answer: Promise<APIResponse>): Promise<any> {
  const response = await answer;
  const body = await response.json();
  expect(response.ok(), `${response.url()}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** An extra part as the console's form records it, amounts in paise. */
export interface ExtraPart {
  part_name: string;
  /** The catalogue's id of a part it has ('brake-pads-front'); a part it does not have is typed in. */
  catalogue_item_id?: string;
  net_labour_cost: number;
  net_part_cost: number;
  net_service_cost: number;
}

/** Moves the car to a stage (PAYMENT_PENDING draws up the bill, as the console's "Draw up the bill"). */
export const moveTo = (staff: APIRequestContext, orderId: string, stage: string) =>
  ok(staff.post(`${BASE}/api/garage-timeline/${orderId}/stage`, { data: { stage } }));

/**
 * Staff check the booked car in, record the extra parts and send the estimate: the car waits for its
 * customer at ESTIMATE_APPROVAL_PENDING. Answers the order and the extra lines' ids, in the order given.
 */
export async function sendEstimate(
  staff: APIRequestContext,
  appointmentId: string,
  parts: readonly ExtraPart[],
): Promise<{ orderId: string; lineIds: string[] }> {
  const order = await ok(
    staff.post(`${BASE}/api/garage-timeline`, { data: { request_id: `e2e-${appointmentId.slice(0, 8)}`, appointment_id: appointmentId } }),
  );
  const orderId = order.order_id as string;
  await moveTo(staff, orderId, 'SURVEY');
  for (const part of parts) await ok(staff.post(`${BASE}/api/garage-timeline/${orderId}/lines`, { data: part }));
  const sent = await moveTo(staff, orderId, 'ESTIMATE_APPROVAL_PENDING');
  const extras = (sent.damages as { id: string; part_name: string; origin: string }[]).filter((d) => d.origin === 'EXTRA');
  return { orderId, lineIds: parts.map((p) => extras.find((d) => d.part_name === p.part_name)!.id) };
}

/** Every item of the quality check passed, as the console's Pass buttons record them. */
export async function passQualityCheck(staff: APIRequestContext, orderId: string): Promise<void> {
  for (const item of ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean']) {
    await ok(staff.post(`${BASE}/api/garage-timeline/${orderId}/qc`, { data: { item, passed: true } }));
  }
}

/** What an approved line finally cost (paise), recorded during the repair. */
export const recordFinalCost = (staff: APIRequestContext, orderId: string, lineId: string, paise: number) =>
  ok(staff.post(`${BASE}/api/garage-timeline/${orderId}/final-amount`, { data: { line_id: lineId, final_amount: paise } }));
