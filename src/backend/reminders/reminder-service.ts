// The owner's service reminder (docs/decisions/057): read by a booking of the car, its next date moved
// (within today and 18 months ahead, IST), reminders turned off and on, WhatsApp opted in or withdrawn.
import type { BackendDeps } from '../platform/deps';
import type { Db } from '../platform/db/client';
import { withTransaction } from '../platform/db/transaction';
import { canViewAppointment, ownOrRefuse } from '../appointments';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { ServiceReminder } from '@/contracts/reminders';
import { SetBy } from '@/contracts/vocabulary';
import { istDay, istIso } from '@/lib/ist-calendar';
import { reminderDateLimits, reminderDateProblem } from '@/lib/service-due';
import {
  findAppointmentWithReminder,
  findOptIn,
  recordOptIn,
  updateReminder,
  withdrawOptIn,
  type OptInRow,
  type ReminderRow,
} from './repository';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'reminders'>;

/** Where an opt-in given on the reminder page is recorded as coming from. */
export const OPT_IN_SOURCE = 'service-reminder-page';

const notFound = () => new AppError('REMINDER_NOT_FOUND', 'This car has no service reminder yet: one is set when a service is delivered');
const FOR_STAFF = 'Only the car’s owner changes its service reminder';

function viewOf(deps: Deps, actor: Actor, r: ReminderRow, optIn: OptInRow | undefined, today: string): ServiceReminder {
  const inForce = optIn !== undefined && optIn.withdrawnAt === null;
  const limits = reminderDateLimits(today);
  return {
    car_no: r.registrationNumber,
    service_type: r.serviceTypeId,
    next_service_date: r.nextServiceDate,
    last_service_date: r.lastServiceDate,
    garage_id: r.garageId,
    appointment_id: r.appointmentId,
    operation_by: r.operationBy,
    rule_service_date: r.ruleServiceDate,
    reminders_on: !r.turnedOff,
    whatsapp: {
      opted_in: inForce,
      opted_in_at: inForce ? istIso(optIn.optedInAt) : null,
      source: inForce ? optIn.source : null,
    },
    earliest_date: limits.earliest,
    latest_date: limits.latest,
    days_before: deps.reminders.daysBefore,
    can_change: actor.kind === 'customer' && actor.id === r.userId,
  };
}

/** The reminder of the car of a booking the actor may see (its customer, the garage's advisors, admins); 404 otherwise. */
export async function getServiceReminder(deps: Deps, actor: Actor, appointmentId: string): Promise<ServiceReminder> {
  const row = await findAppointmentWithReminder(deps.db, appointmentId);
  if (!row || !canViewAppointment(actor, row.appointment) || !row.reminder) throw notFound();
  return viewOf(deps, actor, row.reminder, await findOptIn(deps.db, row.reminder.userId), istDay(deps.clock()));
}

/** Locks the owner's reminder for a change: 404 when missing or not theirs, 403 for staff. */
async function lockOwnReminder(tx: Db, actor: Actor, appointmentId: string): Promise<ReminderRow> {
  const row = await findAppointmentWithReminder(tx, appointmentId, true);
  ownOrRefuse(actor, row?.appointment, { notFound, forStaff: FOR_STAFF });
  if (!row!.reminder) throw notFound();
  return row!.reminder;
}

/** Spec §7 PUT service-reminders: the owner moves the next service date, today to 18 months ahead. */
export async function moveServiceReminder(
  deps: Deps,
  actor: Actor,
  input: { appointment_id: string; next_service_date: string },
): Promise<ServiceReminder> {
  const today = istDay(deps.clock());
  return withTransaction(deps.db, async (tx) => {
    const reminder = await lockOwnReminder(tx, actor, input.appointment_id);
    const problem = reminderDateProblem(input.next_service_date, today);
    if (problem) throw new AppError('REMINDER_DATE_NOT_ALLOWED', problem);
    const moved = await updateReminder(tx, reminder.id, { nextServiceDate: input.next_service_date, operationBy: SetBy.CUSTOMER });
    return viewOf(deps, actor, moved, await findOptIn(tx, moved.userId), today);
  });
}

/** The owner's switches: reminders on or off; WhatsApp opted in (now, from the reminder page) or withdrawn. */
export async function setReminderPreferences(
  deps: Deps,
  actor: Actor,
  appointmentId: string,
  input: { reminders_on?: boolean; whatsapp?: boolean },
): Promise<ServiceReminder> {
  const now = deps.clock();
  return withTransaction(deps.db, async (tx) => {
    let reminder = await lockOwnReminder(tx, actor, appointmentId);
    if (input.reminders_on !== undefined) reminder = await updateReminder(tx, reminder.id, { turnedOff: !input.reminders_on });
    if (input.whatsapp === true) await recordOptIn(tx, reminder.userId, now, OPT_IN_SOURCE);
    if (input.whatsapp === false) await withdrawOptIn(tx, reminder.userId, now);
    return viewOf(deps, actor, reminder, await findOptIn(tx, reminder.userId), istDay(now));
  });
}
