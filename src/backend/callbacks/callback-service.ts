// The help screen's call back: stored, and sent to the garage's advisors through the outbox.
import { formatMobile } from '@/lib/value-formats';
import { withTransaction } from '../platform/db/transaction';
import type { BackendDeps } from '../platform/deps';
import { getGarage } from '../garages';
import { advisorPhonesOf, hoursOf, insertCallback } from './repository';
import { visibleAppointment } from '../appointments';
import { enqueueSms } from '../notifications';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { Template } from '@/contracts/vocabulary';
import { bookingReference } from '@/lib/booking-rules';
import { isCallbackTime } from '@/lib/callback-times';
import { formatDate, WEEKDAY_DATE_TIME } from '@/lib/dates';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'supportPhone' | 'outbox'>;

export interface CallbackRequest {
  phone_number: string;
  preferred_at: string;
  garage_id?: string;
  appointment_id?: string;
  note?: string;
}

/** Asks the garage (named, or the appointment's) to call back at one of the half hours on offer. */
export async function requestCallback(deps: Deps, actor: Actor, input: CallbackRequest) {
  const now = deps.clock();
  const appointment = input.appointment_id ? await visibleAppointment(deps.db, actor, input.appointment_id) : undefined;
  const garageId = appointment?.garageId ?? input.garage_id;
  if (!garageId) throw new AppError('VALIDATION_FAILED', 'garage_id: Choose the service centre that should call you');
  const garage = await getGarage(deps.db, garageId);
  const at = new Date(input.preferred_at);
  if (!isCallbackTime(at, now, await hoursOf(deps.db, garage.id)))
    throw new AppError('VALIDATION_FAILED', "preferred_at: Choose one of the times on offer, within the centre's opening hours");
  const row = await withTransaction(deps.db, async (tx) => {
    const { row: saved, created } = await insertCallback(tx, {
      garageId: garage.id,
      userId: actor.kind === 'anonymous' ? null : actor.id,
      appointmentId: appointment?.id ?? null,
      phoneNumber: input.phone_number,
      preferredAt: at,
      note: input.note ?? null,
    });
    if (!created) return saved;
    const when = formatDate(at, WEEKDAY_DATE_TIME);
    const about = appointment ? ` about booking ${bookingReference(appointment.id)}` : '';
    for (const to of await advisorPhonesOf(tx, garage.id)) {
      await enqueueSms(tx, {
        to,
        template: Template.CALLBACK_REQUESTED,
        variables: { phone: input.phone_number, when, about },
        text: `Call back requested${about}: ${formatMobile(input.phone_number)} at ${when}.${input.note ? ` Note: ${input.note}` : ''}`,
      });
    }
    return saved;
  });
  deps.outbox.kick();
  return { id: row.id, preferred_at: row.preferredAt.toISOString(), garage_name: garage.name, advisor_phone: deps.supportPhone };
}
