// Cancelling: the appointment CANCELLED with the refund the rule gives (src/lib/refund-rule.ts) and
// the customer told, in one transaction. What follows is the reactions' to the `cancelled` event
// (docs/decisions/040): the slot given back (booking), the refund with its voucher or the fee kept as a
// cancellation charge with its tax invoice, and an open attempt closed (payments), the coupon given
// back (coupons); the refund itself is asked of the gateway by the refunds job.
import { withTransaction } from '../platform/db/transaction';
import type { BackendDeps } from '../platform/deps';
import { getGarage } from '../garages';
import { lockOwnAppointment } from './access';
import { feeAndSlotOf, lockActiveAppointmentsOf, type AppointmentRow } from './repository';
import { eventActor, transition, type EventDeps } from './transitions';
import type { Db } from '../platform/db/client';
import { sendBookingCancelled } from './messages';
import { viewOf } from './service';
import type { Actor } from '@/contracts/actor';
import type { EventActor } from '@/contracts/appointment-events';
import { AppError } from '@/contracts/errors';
import type { AppointmentView } from '@/contracts/appointments';
import { refusal } from '@/lib/appointment-status';
import { cancelVerdict, type CancelRefusal } from '@/lib/cancel-rule';
import { refundOnCancel } from '@/lib/refund-rule';
import { istInstant } from '@/lib/ist-calendar';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'jobs' | 'outbox'>;

export async function cancelAppointment(deps: Deps, actor: Actor, id: string, reason: string | undefined): Promise<AppointmentView> {
  const now = deps.clock();
  await withTransaction(deps.db, async (tx) => {
    const a = await lockOwnAppointment(tx, actor, id);
    const verdict = cancelVerdict(a);
    if (!verdict.ok) {
      const garage = await getGarage(tx, a.garageId);
      if (verdict.reason === 'pickup-started')
        throw new AppError('CANCEL_NOT_ALLOWED', `The pick-up is already under way: call ${garage.name} on ${garage.phone} to cancel`);
      if (verdict.reason === 'checked-in')
        throw new AppError('CANCEL_NOT_ALLOWED', `Your car is checked in at ${garage.name}: call them on ${garage.phone} to cancel`);
      throw new AppError('INVALID_TRANSITION', refusal(a.status, 'cancelled'));
    }
    await cancelLocked(deps, tx, a, { reason: reason ?? null, by: eventActor(actor) }, now);
  });
  deps.outbox.kick();
  return viewOf(deps.db, id, now);
}

/**
 * Cancels an appointment already locked by the caller's transaction, with the refund the rule gives
 * of a paid fee (the rest is kept as a cancellation charge): the event records it, and the reactions
 * to it give back the slot, the refund and the coupon. Answers the refund. A no-show is the garage
 * closing a booking whose car was not handed over (its reason is the customer's).
 */
export async function cancelLocked(
  deps: EventDeps,
  tx: Db,
  a: AppointmentRow,
  how: { reason: string | null; by: EventActor; noShow?: boolean },
  now: Date,
): Promise<number> {
  const { reason } = how;
  const { paidPaise, slotStartsAt } = await feeAndSlotOf(tx, a.id);
  const refundPaise = paidPaise !== null ? refundOnCancel({ paidPaise, slotStartsAt, now }) : 0;
  await transition(
    deps,
    tx,
    a,
    how.noShow ? { type: 'no_show', reason: reason ?? '', refundPaise } : { type: 'cancelled', reason, refundPaise },
    how.by,
    now,
  );
  if (paidPaise !== null) await sendBookingCancelled(tx, a, (await getGarage(tx, a.garageId)).name, refundPaise);
  return refundPaise;
}

/**
 * Before an account is erased, its bookings still ahead are cancelled (slots given back, fees refunded
 * by the rule); refused while a car is with the garage, and while the gateway is still deciding a
 * payment (erasing then would lose the record of money that may yet be captured, and its held slot).
 */
export async function cancelAllOf(deps: EventDeps, tx: Db, userId: string, now: Date): Promise<void> {
  for (const a of await lockActiveAppointmentsOf(tx, userId)) {
    // A slot already past is a visit that took place (or was missed): nothing to cancel or refund.
    if (a.appointmentDate && a.slotStart && istInstant(a.appointmentDate, a.slotStart) <= now) continue;
    const verdict = cancelVerdict(a);
    if (!verdict.ok) throw new AppError('CANCEL_NOT_ALLOWED', KEPT_BY[verdict.reason]);
    await cancelLocked(deps, tx, a, { reason: 'account deleted', by: { kind: 'customer', id: userId } }, now);
  }
}

/** Why an account cannot be deleted yet, by the reason its booking cannot be cancelled ('status': only a payment in progress is active and not cancellable). */
const KEPT_BY = {
  'pickup-started': 'The pick-up of your car is under way: delete your account once it is delivered',
  'checked-in': 'Your car is with the garage: delete your account once it is delivered',
  status: 'Your payment is still being confirmed: delete your account once it is settled, in a few minutes',
} as const satisfies Record<CancelRefusal, string>;
