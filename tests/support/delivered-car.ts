// A car serviced and handed back: booked and paid, checked in (with an odometer reading when given),
// its estimate (the booked plan) sent and approved by its customer, repaired, quality-checked, billed
// and paid at the counter, then delivered. Its delivery publishes the event the service reminder
// reacts to. `noService`: the garage took the plan off and the customer declined the one extra, so
// the car goes back with nothing done (no service selected).
import { workshop } from '@/contracts/endpoints';
import type { Actor } from '@/contracts/actor';
import type { WorkshopStage } from '@/contracts/vocabulary';
import { apiOf } from './api';
import type { TestBackend } from './backend';
import { bookedAppointment } from './booking-fixtures';

let checkIns = 0;

export async function deliveredCar(
  backend: Pick<TestBackend, 'call'> & Parameters<typeof bookedAppointment>[0],
  people: { customer: Actor; advisor: Actor },
  registration: string,
  odometerKm?: number,
  options: { noService?: boolean } = {},
): Promise<{ appointmentId: string; orderId: string }> {
  const api = apiOf(backend);
  const { customer, advisor } = people;
  const { id } = await bookedAppointment(backend, customer, registration);
  const checkedIn = await api(
    workshop.checkIn,
    {
      request_id: `delivered-car-${process.pid}-${++checkIns}`,
      appointment_id: id,
      ...(odometerKm === undefined ? {} : { odometer_km: odometerKm }),
    },
    advisor,
  );
  if (checkedIn.status !== 201) throw new Error(`check-in: ${checkedIn.status} ${JSON.stringify(checkedIn.error)}`);
  const orderId = checkedIn.data.order_id;
  const move = async (stage: WorkshopStage) => {
    const moved = await api(workshop.advanceStage, { id: orderId, stage }, advisor);
    if (moved.status !== 200) throw new Error(`${stage}: ${moved.status} ${JSON.stringify(moved.error)}`);
    return moved;
  };
  await move('SURVEY');
  if (options.noService) {
    await api(
      workshop.removeLine,
      { id: orderId, line_id: checkedIn.data.damages[0]!.id, reason: 'The plan cannot be done today' },
      advisor,
    );
    await api(
      workshop.addLine,
      { id: orderId, part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000 },
      advisor,
    );
    const lineId = (await move('ESTIMATE_APPROVAL_PENDING')).data.damages[1]!.id;
    await api(workshop.lineItemStatus, { order_id: orderId, decisions: [{ line_id: lineId, status: 'DECLINED' }] }, customer);
    await api(workshop.lineItemApprove, { order_id: orderId }, customer);
  } else {
    // The booked plan alone needs no answer: the estimate is approved as it is sent (decision 035).
    const sent = await move('ESTIMATE_APPROVAL_PENDING');
    if (sent.data.latest_stage_details.stage === 'ESTIMATE_APPROVAL_PENDING') {
      const approved = await api(workshop.lineItemApprove, { order_id: orderId }, customer);
      if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.error)}`);
    }
    const now = (await api(workshop.garageTimeline, { id: orderId }, advisor)).data.latest_stage_details.stage;
    if (now !== 'REPAIR_IN_PROGRESS') await move('REPAIR_IN_PROGRESS');
    await move('QUALITY_CHECK');
    for (const item of ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean'] as const)
      await api(workshop.recordQc, { id: orderId, item, passed: true }, advisor);
    await move('PAYMENT_PENDING');
    const paid = await api(workshop.billPaid, { id: orderId, method: 'CASH' }, advisor);
    if (paid.status !== 200) throw new Error(`bill paid: ${paid.status} ${JSON.stringify(paid.error)}`);
  }
  await move('CAR_DELIVERED');
  return { appointmentId: id, orderId };
}
