// Cancelling: the slot is given back, a paid fee refunded by the refund rule (src/lib/refund-rule.ts)
// with a refund voucher, or kept as a cancellation charge with a tax invoice (docs/decisions/035), an
// unpaid attempt closed and the coupon given back, all in one transaction; the refund itself is asked
// of the gateway by the refunds job.
import { withTransaction } from '../platform/db/transaction';
import type { BackendDeps } from '../platform/deps';
import { getGarage } from '../garages';
import { releaseSlotOf } from '../booking';
import { releaseCoupon } from '../coupons';
import { confirmedPaymentOf, livePaymentOf, updatePayment } from '../payments';
import { refundCapture } from '../payments';
import { issueCancellationCharge } from '../payments';
import { lockOwnAppointment } from './access';
import { lockActiveAppointmentsOf, type AppointmentRow } from './repository';
import { eventActor, transition } from './transitions';
import type { Db } from '../platform/db/client';
import { sendBookingCancelled } from './messages';
import { viewOf } from './service';
import type { Actor } from '@/contracts/actor';
import type { EventActor } from '@/contracts/appointment-events';
import { AppError } from '@/contracts/errors';
import type { AppointmentView } from '@/contracts/appointments';
import { Payment } from '@/contracts/vocabulary';
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
 * Cancels an appointment already locked by the caller's transaction: the slot goes back, a paid fee
 * is refunded by the rule (a refund voucher) and what is kept becomes a cancellation charge (a tax
 * invoice), an open payment attempt is closed and the coupon given back. Answers the refund. A
 * no-show is the garage closing a booking whose car was not handed over (its reason is the customer's).
 */
export async function cancelLocked(
  deps: Pick<Deps, 'jobs'>,
  tx: Db,
  a: AppointmentRow,
  how: { reason: string | null; by: EventActor; noShow?: boolean },
  now: Date,
): Promise<number> {
  const { reason } = how;
  const slotStart = await releaseSlotOf(tx, a.id);
  const paid = await confirmedPaymentOf(tx, a.id);
  const refundPaise = paid ? refundOnCancel({ paidPaise: paid.amountPaise, slotStartsAt: slotStart, now }) : 0;
  if (paid && refundPaise > 0) {
    await refundCapture(deps, tx, {
      payment: paid,
      gatewayPaymentId: paid.providerPaymentId!,
      amountPaise: refundPaise,
      reason: reason ?? 'cancelled by the customer',
      now,
    });
  }
  if (paid && refundPaise < paid.amountPaise) await issueCancellationCharge(tx, paid, paid.amountPaise - refundPaise, now);
  const open = await livePaymentOf(tx, a.id);
  if (open) await updatePayment(tx, open.id, { status: Payment.EXPIRED, failureReason: 'the booking was cancelled' });
  await releaseCoupon(tx, a.id);
  await transition(
    tx,
    a,
    how.noShow ? { type: 'no_show', reason: reason ?? '', refundPaise } : { type: 'cancelled', reason, refundPaise },
    how.by,
    now,
  );
  if (paid) await sendBookingCancelled(tx, a, (await getGarage(tx, a.garageId)).name, refundPaise);
  return refundPaise;
}

/**
 * Before an account is erased, its bookings still ahead are cancelled (slots given back, fees refunded
 * by the rule); refused while a car is with the garage, and while the gateway is still deciding a
 * payment (erasing then would lose the record of money that may yet be captured, and its held slot).
 */
export async function cancelAllOf(deps: Pick<Deps, 'jobs'>, tx: Db, userId: string, now: Date): Promise<void> {
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
