// Paying the final bill online (docs/decisions/034): the customer pays the issued bill's amount due
// through the booking fee's payment gateway, one attempt per bill (paid again on the same order after
// a failure); the gateway's capture, however it arrives (callback, webhook, the reconciling job),
// marks the bill paid and moves the car to payment received in the settling transaction.
import type { BackendDeps, BillCaptured } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/transaction';
import { ownOrRefuse } from '../appointments';
import { insertPayment, livePaymentOf, updatePayment, type PaymentRow } from '../payments';
import { createOrderFor } from '../payments';
import { refundCapture } from '../payments';
import { sendMoneyReturned } from '../appointments';
import * as repo from './repository';
import { enterStage, orderNotFound } from './work-order';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { z } from 'zod';
import type { BillPaymentSchema } from '@/contracts/workshop';
import { Bill, BillPaidBy, Payment, PaymentFor, Stage } from '@/contracts/vocabulary';
import { billPayRefusal, PAID_ONLINE_NOTE } from '@/lib/final-bill';

type Deps = Pick<BackendDeps, 'db' | 'providers' | 'logger'>;
export type BillPayment = z.infer<typeof BillPaymentSchema>;

/** An attempt as the customer's screens read it. */
export const billPaymentView = (p: PaymentRow): BillPayment => ({
  payment_id: p.id,
  amount: p.amountPaise,
  status: p.status,
  payin_url: p.payinUrl,
  provider: p.provider,
  provider_order_id: p.providerOrderId,
  failure_reason: p.failureReason,
});

/**
 * The customer starts paying the issued bill online, or pays the same attempt again: its amount is
 * what is due. Refused before the bill is issued, once it is paid, when nothing is due, while the
 * gateway is still deciding an attempt, and for staff (who record a counter payment instead).
 */
export async function startBillPayment(deps: Deps, actor: Actor, orderId: string): Promise<BillPayment> {
  const attempt = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await repo.findOrderWithAppointment(tx, orderId, { lock: true });
    const a = ownOrRefuse(actor, row?.appointment, {
      notFound: orderNotFound,
      forStaff: 'The customer pays the bill online; record a payment at the counter instead',
    });
    const bill = await repo.billOf(tx, orderId);
    const live = await livePaymentOf(tx, a.id, PaymentFor.BILL);
    const refusal = billPayRefusal(bill ? { status: bill.status, duePaise: bill.duePaise } : null, live?.status ?? null);
    if (refusal) throw new AppError('BILL_NOT_READY', refusal);
    if (live) return live;
    return insertPayment(tx, {
      appointmentId: a.id,
      purpose: PaymentFor.BILL,
      workOrderId: orderId,
      amountPaise: bill!.duePaise,
      feePaise: bill!.duePaise,
      discountPaise: 0,
      status: Payment.CREATED,
      provider: deps.providers.payments.name,
    });
  });
  return billPaymentView(attempt.providerOrderId ? attempt : await createOrderFor(deps, attempt));
}

/**
 * What a captured bill payment does (BackendDeps.billCaptured), in the settling transaction: the
 * issued bill is marked paid online and the car moves to payment received, with its customer as who
 * moved it; a bill paid meanwhile (at the counter) gets its online payment refunded.
 */
export function billCapturedBy(deps: Pick<BackendDeps, 'jobs' | 'logger'>): BillCaptured {
  return async (tx, payment, gatewayPaymentId, now) => {
    const row = payment.workOrderId ? await repo.findOrderWithAppointment(tx, payment.workOrderId, { lock: true }) : undefined;
    const bill = row ? await repo.billOf(tx, row.order.id) : undefined;
    if (!row || !bill || bill.status !== Bill.ISSUED) {
      await updatePayment(tx, payment.id, { providerPaymentId: gatewayPaymentId, capturedAt: now, status: Payment.EXPIRED });
      const refund = await refundCapture(deps, tx, {
        payment,
        gatewayPaymentId,
        amountPaise: payment.amountPaise,
        reason: 'the bill was already paid',
        now,
      });
      if (refund && row) await sendMoneyReturned(tx, row.appointment, payment.amountPaise, 'your bill was already paid at the counter');
      deps.logger.warn('a bill was paid online after it was paid; refunding the online payment', { paymentId: payment.id });
      return 'refunded';
    }
    await updatePayment(tx, payment.id, {
      status: Payment.CONFIRMED,
      providerPaymentId: gatewayPaymentId,
      capturedAt: now,
      failureReason: null,
    });
    await repo.updateBill(tx, bill.id, { status: Bill.PAID, paidVia: BillPaidBy.ONLINE, paidAt: now, paidRecordedBy: null });
    await enterStage(
      { jobs: deps.jobs, clock: () => now },
      tx,
      row.order,
      row.appointment,
      Stage.PAYMENT_COMPLETED,
      row.appointment.userId,
      PAID_ONLINE_NOTE,
    );
    return 'paid';
  };
}
