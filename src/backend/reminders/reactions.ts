// The reminders' reaction to an appointment's events (docs/decisions/040, 057): a delivered car's next
// service date is worked out and kept as the car's reminder, once per delivery (not for a car handed back
// with no service done).
import { reaction } from '../appointments';
import { SetBy } from '@/contracts/vocabulary';
import { istDay } from '@/lib/ist-calendar';
import { dailyDistanceKm, intervalOf, nextServiceDue } from '@/lib/service-due';
import { findDeliveredService, readingsOfCar, saveReminder } from './repository';

export const serviceReminderOnDelivery = reaction({
  name: 'service-reminder-on-delivery',
  on: ['delivered'],
  async react(tx, event) {
    const row = await findDeliveredService(tx, event.facts.order_id);
    // An erased customer's kept booking reminds nobody; a car handed back with nothing done had no
    // service: its reminder (if any) still counts from the last one.
    if (!row?.appointment.userId || row.noService) return;
    const a = row.appointment;
    const readings = (await readingsOfCar(tx, a.userId!, a.vehicleKey)).map((r) => ({ day: istDay(r.at), km: r.km }));
    const lastServiceDay = istDay(event.occurredAt);
    const due = nextServiceDue({ lastServiceDay, interval: intervalOf(row), dailyKm: dailyDistanceKm(readings) });
    await saveReminder(tx, {
      userId: a.userId!,
      vehicleKey: a.vehicleKey,
      registrationNumber: a.registrationNumber,
      appointmentId: a.id,
      garageId: a.garageId,
      serviceTypeId: a.serviceTypeId,
      lastServiceDate: lastServiceDay,
      nextServiceDate: due.day,
      ruleServiceDate: due.day,
      operationBy: SetBy.SYSTEM,
    });
  },
});
