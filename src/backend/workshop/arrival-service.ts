// Before check-in, the console records how a booked car is coming (docs/decisions/026): the garage's
// driver set off to pick it up (the customer is told and can no longer cancel online), or the car was
// not handed over at the booked time (the booking is closed as a cancellation: its slot given back,
// the booking fee kept, as the refund rule gives nothing once the slot has started). Rules:
// src/lib/arrival-rules.ts.
import type { BackendDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/transaction';
import { cancelLocked, eventActor, lockAppointment, transition, type AppointmentRow } from '../appointments';
import { getGarage } from '../garages';
import { sendPickupStarted } from './messages';
import { workedOnBy } from './work-order';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { z } from 'zod';
import type { ArrivalSchema } from '@/contracts/workshop';
import { NO_SHOW_REASON, noShowVerdict, pickupStartVerdict, type ArrivalVerdict } from '@/lib/arrival-rules';
import { istIso } from '@/lib/ist-calendar';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'outbox' | 'jobs'>;
type Arrival = z.infer<typeof ArrivalSchema>;

const notFound = () => new AppError('APPOINTMENT_NOT_FOUND', 'We could not find this booking');
const viewOf = (a: AppointmentRow): Arrival => ({
  appointment_id: a.id,
  status: a.status,
  pickup_started_at: a.pickupStartedAt ? istIso(a.pickupStartedAt) : null,
  cancelled_at: a.cancelledAt ? istIso(a.cancelledAt) : null,
});
const orRefuse = (verdict: ArrivalVerdict) => {
  if (!verdict.ok) throw new AppError('INVALID_TRANSITION', verdict.message);
};

/** The garage's driver set off to pick the car up: recorded once, and the customer is told by SMS. */
export async function startPickup(deps: Deps, actor: Actor, id: string): Promise<Arrival> {
  const now = deps.clock();
  const a = await withRetriedTransaction(deps.db, async (tx) => {
    const locked = workedOnBy(actor, await lockAppointment(tx, id), notFound);
    orRefuse(pickupStartVerdict(locked, now));
    const garage = await getGarage(tx, locked.garageId);
    await sendPickupStarted(tx, locked, garage.name, garage.phone);
    return transition(deps, tx, locked, { type: 'pickup_started' }, eventActor(actor), now);
  });
  deps.outbox.kick();
  return viewOf(a);
}

/** The car was not handed over at the booked time: the booking is closed with the reason the customer reads. */
export async function markNoShow(deps: Deps, actor: Actor, id: string): Promise<Arrival> {
  const now = deps.clock();
  const a = await withRetriedTransaction(deps.db, async (tx) => {
    const locked = workedOnBy(actor, await lockAppointment(tx, id), notFound);
    orRefuse(noShowVerdict(locked, now));
    await cancelLocked(deps, tx, locked, { reason: NO_SHOW_REASON, by: eventActor(actor), noShow: true }, now);
    return (await lockAppointment(tx, id))!;
  });
  deps.outbox.kick();
  return viewOf(a);
}
