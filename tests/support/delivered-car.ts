// A car serviced and handed back, the shortest way the product allows: booked and paid, checked in
// (with an odometer reading when given), its booked plan taken off by the garage and the one extra
// declined by its customer (no service selected), then delivered. Its delivery publishes the event
// the service reminder reacts to.
import { workshop } from '@/contracts/endpoints';
import type { Actor } from '@/contracts/actor';
import { apiOf } from './api';
import type { TestBackend } from './backend';
import { bookedAppointment } from './booking-fixtures';

let checkIns = 0;

export async function deliveredCar(
  backend: Pick<TestBackend, 'call'> & Parameters<typeof bookedAppointment>[0],
  people: { customer: Actor; advisor: Actor },
  registration: string,
  odometerKm?: number,
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
  const move = (stage: Parameters<typeof api<typeof workshop.advanceStage>>[1]['stage']) =>
    api(workshop.advanceStage, { id: orderId, stage }, advisor);
  await move('SURVEY');
  await api(workshop.removeLine, { id: orderId, line_id: checkedIn.data.damages[0]!.id, reason: 'The plan cannot be done today' }, advisor);
  await api(
    workshop.addLine,
    { id: orderId, part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000 },
    advisor,
  );
  const lineId = (await move('ESTIMATE_APPROVAL_PENDING')).data.damages[1]!.id;
  await api(workshop.lineItemStatus, { order_id: orderId, decisions: [{ line_id: lineId, status: 'DECLINED' }] }, customer);
  await api(workshop.lineItemApprove, { order_id: orderId }, customer);
  const delivered = await move('CAR_DELIVERED');
  if (delivered.status !== 200) throw new Error(`delivery: ${delivered.status} ${JSON.stringify(delivered.error)}`);
  return { appointmentId: id, orderId };
}
