// Applies what the gateway says about an order to the payment attempt and its appointment. Called by
// the callback, the webhooks and the reconciling job alike, each in its own transaction with the
// attempt locked: applying the same state twice changes nothing, and a capture is never undone by a
// late failure or authorisation.
import type { Db } from '../platform/db/client';
import type { BackendDeps } from '../platform/deps';
import { getGarage } from '../garages/garage-service';
import { lockAppointment, updateAppointment } from '../appointments/repository';
import { sendBookingConfirmed } from '../appointments/messages';
import { bookHeldSlot, scheduleOn } from '../booking/booking-service';
import * as repo from './repository';
import { issueInvoice } from './invoice-service';
import type { OrderState } from './order-state';
import { Appointment, Payment, PaymentFor } from '@/contracts/vocabulary';
import { NEXT, canMove } from '@/lib/appointment-status';

export type SettleOutcome = 'paid' | 'failed' | 'pending' | 'refunded' | 'none';
type Deps = Pick<BackendDeps, 'logger' | 'supportPhone' | 'jobs' | 'billCaptured'>;

/** The queue the refunds job works through. */
export const REFUND_JOB = 'process-refunds';

export async function applyOrderState(deps: Deps, tx: Db, attempt: repo.PaymentRow, state: OrderState, now: Date): Promise<SettleOutcome> {
  switch (state.kind) {
    case 'captured': return capture(deps, tx, attempt, state.payment.id, state.payment.amountPaise, now);
    case 'pending': return pending(tx, attempt);
    case 'failed': return fail(tx, attempt, state.payment.errorDescription);
    default: return attempt.status === Payment.CONFIRMED ? 'paid' : 'none';
  }
}

async function capture(deps: Deps, tx: Db, attempt: repo.PaymentRow, gatewayPaymentId: string, amountPaise: number, now: Date): Promise<SettleOutcome> {
  if (attempt.status === Payment.CONFIRMED) return 'paid';
  if (amountPaise !== attempt.amountPaise) {
    deps.logger.error('gateway captured another amount than the order was made for; not confirmed', { paymentId: attempt.id, expected: attempt.amountPaise, captured: amountPaise });
    return 'none';
  }
  // A workshop bill: the workshop marks it paid and moves the car on (or it is refunded).
  if (attempt.purpose === PaymentFor.BILL) return deps.billCaptured(tx, attempt, gatewayPaymentId, now);
  const a = (await lockAppointment(tx, attempt.appointmentId))!;
  const alreadyPaid = await repo.confirmedPaymentOf(tx, a.id);
  if (attempt.status === Payment.EXPIRED || alreadyPaid || !canMove(a.status, NEXT.paymentCaptured(false))) {
    // Paid for a booking that was cancelled, or paid twice: the money goes back, the booking stays as it is.
    await repo.updatePayment(tx, attempt.id, { providerPaymentId: gatewayPaymentId, capturedAt: now, status: Payment.EXPIRED });
    await repo.insertRefund(tx, {
      paymentId: attempt.id, appointmentId: a.id, amountPaise: attempt.amountPaise,
      reason: alreadyPaid ? 'paid twice' : 'paid after the booking was cancelled or its payment replaced',
    });
    await deps.jobs.send(REFUND_JOB, {}, { db: tx });
    deps.logger.warn('a payment arrived for a booking that cannot take it; refunding it', { paymentId: attempt.id, appointmentStatus: a.status });
    return 'refunded';
  }
  const confirmed = await repo.updatePayment(tx, attempt.id, { status: Payment.CONFIRMED, providerPaymentId: gatewayPaymentId, capturedAt: now, failureReason: null });
  const slot = await bookHeldSlot(tx, a.id, now);
  const garage = await getGarage(tx, a.garageId);
  if (slot) {
    await scheduleOn(tx, a, slot, NEXT.paymentCaptured(true));
    await sendBookingConfirmed(tx, a, garage.name, slot.startsAt, deps.supportPhone);
  } else {
    await updateAppointment(tx, a.id, { status: NEXT.paymentCaptured(false) });
  }
  await issueInvoice(tx, confirmed, a, garage, now);
  return 'paid';
}

async function pending(tx: Db, attempt: repo.PaymentRow): Promise<SettleOutcome> {
  if (attempt.status === Payment.CONFIRMED) return 'paid';
  if (attempt.status === Payment.EXPIRED) return 'none';
  if (attempt.status !== Payment.IN_PROGRESS) await repo.updatePayment(tx, attempt.id, { status: Payment.IN_PROGRESS });
  // A bill's attempt changes only itself: the appointment's statuses are its booking's.
  if (attempt.purpose === PaymentFor.BILL) return 'pending';
  const a = (await lockAppointment(tx, attempt.appointmentId))!;
  if (a.status !== Appointment.PAYMENT_IN_PROGRESS && canMove(a.status, NEXT.paymentPending())) await updateAppointment(tx, a.id, { status: NEXT.paymentPending() });
  return 'pending';
}

async function fail(tx: Db, attempt: repo.PaymentRow, reason: string | null): Promise<SettleOutcome> {
  if (attempt.status === Payment.CONFIRMED) return 'paid';
  if (attempt.status === Payment.EXPIRED) return 'failed';
  // A second try that failed too gives its own reason (the newest failure is the one the customer just saw).
  const why = reason ?? 'The payment did not go through';
  if (attempt.status !== Payment.FAILED || attempt.failureReason !== why) await repo.updatePayment(tx, attempt.id, { status: Payment.FAILED, failureReason: why });
  if (attempt.purpose === PaymentFor.BILL) return 'failed';
  const a = (await lockAppointment(tx, attempt.appointmentId))!;
  if (a.status !== Appointment.PAYMENT_FAILED && canMove(a.status, NEXT.paymentFailed())) await updateAppointment(tx, a.id, { status: NEXT.paymentFailed() });
  return 'failed';
}
