// Applies what the gateway says about an order to the payment attempt and its appointment. Called by
// the callback, the webhooks and the reconciling job alike, each in its own transaction with the
// attempt locked: applying the same state twice changes nothing, and a capture is never undone by a
// late failure or authorisation. Every captured rupee ends recorded: as the attempt's payment, or
// refunded (a second capture on the order, a wrong amount, a booking that cannot take it).
import type { Db } from '../platform/db/client';
import type { BackendDeps } from '../platform/deps';
import type { GatewayPayment } from '../platform/providers/payments';
import { getGarage } from '../garages';
import { BY_GATEWAY, lockAppointment, sendBookingConfirmed, sendMoneyReturned, transition } from '../appointments';
import { bookHeldSlot, slotColumns } from '../booking';
import * as repo from './repository';
import { issueReceiptVoucher } from './document-service';
import { refundCapture } from './refund-service';
import type { OrderState } from './order-state';
import { Appointment, Payment, PaymentFor } from '@/contracts/vocabulary';
import { NEXT, canMove } from '@/lib/appointment-status';
import { formatInr } from '@/lib/money';

export type SettleOutcome = 'paid' | 'failed' | 'pending' | 'refunded' | 'none';
type Deps = Pick<BackendDeps, 'logger' | 'supportPhone' | 'jobs' | 'billCaptured'>;

export async function applyOrderState(deps: Deps, tx: Db, attempt: repo.PaymentRow, state: OrderState, now: Date): Promise<SettleOutcome> {
  switch (state.kind) {
    case 'captured':
      return captured(deps, tx, attempt, state.captures, now);
    case 'pending':
      return pending(deps, tx, attempt, now);
    case 'failed':
      return fail(deps, tx, attempt, state.payment.errorDescription, now);
    default:
      return attempt.status === Payment.CONFIRMED ? 'paid' : 'none';
  }
}

/**
 * The order's captures, oldest first: one not recorded yet pays the attempt if it still can; every
 * other is given back. A capture already recorded (the attempt's own, or refunded) changes nothing.
 */
async function captured(
  deps: Deps,
  tx: Db,
  attempt: repo.PaymentRow,
  captures: readonly GatewayPayment[],
  now: Date,
): Promise<SettleOutcome> {
  let current = attempt;
  let outcome: SettleOutcome | null = null;
  for (const capture of captures) {
    if (capture.id === current.providerPaymentId || (await repo.captureRecorded(tx, capture.id))) continue;
    if (current.status === Payment.CONFIRMED) {
      await giveBack(deps, tx, current, capture, 'we received a second payment for the same order', now);
      outcome ??= 'paid';
      continue;
    }
    outcome = await captureOne(deps, tx, current, capture, now);
    current = (await repo.findPayment(tx, current.id))!;
  }
  return outcome ?? (current.status === Payment.CONFIRMED ? 'paid' : 'none');
}

/** Captured money the booking cannot keep goes back, recorded once, and its customer is told why. */
async function giveBack(deps: Deps, tx: Db, attempt: repo.PaymentRow, capture: GatewayPayment, why: string, now: Date): Promise<void> {
  const refund = await refundCapture(deps, tx, {
    payment: attempt,
    gatewayPaymentId: capture.id,
    amountPaise: capture.amountPaise,
    reason: why,
    now,
  });
  if (!refund) return;
  const a = await lockAppointment(tx, attempt.appointmentId);
  if (a) await sendMoneyReturned(tx, a, capture.amountPaise, why);
  deps.logger.warn('captured money the booking cannot keep; refunding it', {
    paymentId: attempt.id,
    gatewayPaymentId: capture.id,
    amountPaise: capture.amountPaise,
    why,
  });
}

async function captureOne(deps: Deps, tx: Db, attempt: repo.PaymentRow, capture: GatewayPayment, now: Date): Promise<SettleOutcome> {
  if (capture.amountPaise !== attempt.amountPaise) {
    // Recorded once (the refund), and the attempt closed: the customer pays again, and nothing asks the gateway about it again.
    await repo.updatePayment(tx, attempt.id, {
      status: Payment.EXPIRED,
      failureReason: `the gateway captured ${formatInr(capture.amountPaise)} for a payment of ${formatInr(attempt.amountPaise)}; refunded`,
    });
    await giveBack(
      deps,
      tx,
      attempt,
      capture,
      `we received ${formatInr(capture.amountPaise)} for a payment of ${formatInr(attempt.amountPaise)}`,
      now,
    );
    deps.logger.error('gateway captured another amount than the order was made for; refunded, not confirmed', {
      paymentId: attempt.id,
      expected: attempt.amountPaise,
      captured: capture.amountPaise,
    });
    return 'refunded';
  }
  // A workshop bill: the workshop marks it paid and moves the car on (or it is refunded).
  if (attempt.purpose === PaymentFor.BILL) return deps.billCaptured(tx, attempt, capture.id, now);
  const a = (await lockAppointment(tx, attempt.appointmentId))!;
  const alreadyPaid = await repo.confirmedPaymentOf(tx, a.id);
  if (attempt.status === Payment.EXPIRED || alreadyPaid || !canMove(a.status, NEXT.paymentCaptured(false))) {
    // Paid for a booking that was cancelled, or paid twice: the money goes back, the booking stays as it is.
    await repo.updatePayment(tx, attempt.id, {
      ...(attempt.providerPaymentId ? {} : { providerPaymentId: capture.id, capturedAt: now }),
      status: Payment.EXPIRED,
    });
    await giveBack(
      deps,
      tx,
      attempt,
      capture,
      alreadyPaid ? 'your booking fee was paid twice' : 'a payment arrived after the booking was cancelled or its payment replaced',
      now,
    );
    return 'refunded';
  }
  const confirmed = await repo.updatePayment(tx, attempt.id, {
    status: Payment.CONFIRMED,
    providerPaymentId: capture.id,
    capturedAt: now,
    failureReason: null,
  });
  const slot = await bookHeldSlot(tx, a.id, now);
  const garage = await getGarage(tx, a.garageId);
  if (slot) {
    await transition(deps, tx, a, { type: 'paid', amountPaise: confirmed.amountPaise, slot: slotColumns(slot) }, BY_GATEWAY, now);
    await sendBookingConfirmed(tx, a, garage.name, slot.startsAt, deps.supportPhone);
  } else {
    await transition(deps, tx, a, { type: 'paid', amountPaise: confirmed.amountPaise }, BY_GATEWAY, now);
  }
  await issueReceiptVoucher(tx, confirmed, a, garage, now);
  return 'paid';
}

async function pending(deps: Deps, tx: Db, attempt: repo.PaymentRow, now: Date): Promise<SettleOutcome> {
  if (attempt.status === Payment.CONFIRMED) return 'paid';
  if (attempt.status === Payment.EXPIRED) return 'none';
  if (attempt.status !== Payment.IN_PROGRESS) await repo.updatePayment(tx, attempt.id, { status: Payment.IN_PROGRESS });
  // A bill's attempt changes only itself: the appointment's statuses are its booking's.
  if (attempt.purpose === PaymentFor.BILL) return 'pending';
  const a = (await lockAppointment(tx, attempt.appointmentId))!;
  if (a.status !== Appointment.PAYMENT_IN_PROGRESS && canMove(a.status, NEXT.paymentPending()))
    await transition(deps, tx, a, { type: 'payment_pending' }, BY_GATEWAY, now);
  return 'pending';
}

async function fail(deps: Deps, tx: Db, attempt: repo.PaymentRow, reason: string | null, now: Date): Promise<SettleOutcome> {
  if (attempt.status === Payment.CONFIRMED) return 'paid';
  if (attempt.status === Payment.EXPIRED) return 'failed';
  // A second try that failed too gives its own reason (the newest failure is the one the customer just saw).
  const why = reason ?? 'The payment did not go through';
  if (attempt.status !== Payment.FAILED || attempt.failureReason !== why)
    await repo.updatePayment(tx, attempt.id, { status: Payment.FAILED, failureReason: why });
  if (attempt.purpose === PaymentFor.BILL) return 'failed';
  const a = (await lockAppointment(tx, attempt.appointmentId))!;
  if (a.status !== Appointment.PAYMENT_FAILED && canMove(a.status, NEXT.paymentFailed()))
    await transition(deps, tx, a, { type: 'payment_failed', reason: why }, BY_GATEWAY, now);
  return 'failed';
}
