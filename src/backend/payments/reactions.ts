// The payments feature's reaction to an appointment's events (docs/decisions/040): a cancelled booking's
// fee is settled as the cancellation decided — the refund it recorded asked of the gateway (a refund
// voucher), what is kept billed as a cancellation charge (a tax invoice, docs/decisions/035) — and an
// attempt still open is closed (a capture arriving for it later is refunded by the settling).
import type { BackendDeps } from '../platform/deps';
import { reaction } from '../appointments';
import { confirmedPaymentOf, livePaymentOf, updatePayment } from './repository';
import { refundCapture } from './refund-service';
import { issueCancellationCharge } from './document-service';
import { Payment } from '@/contracts/vocabulary';

export const feeSettledOnCancel = (deps: Pick<BackendDeps, 'jobs'>) =>
  reaction({
    name: 'payments-fee-settled-on-cancel',
    on: ['cancelled', 'no_show'],
    async react(tx, event) {
      const { reason, refund_paise: refundPaise } = event.facts;
      const paid = await confirmedPaymentOf(tx, event.appointmentId);
      if (paid && refundPaise > 0) {
        await refundCapture(deps, tx, {
          payment: paid,
          gatewayPaymentId: paid.providerPaymentId!,
          amountPaise: refundPaise,
          reason: reason ?? 'cancelled by the customer',
          now: event.occurredAt,
        });
      }
      if (paid && refundPaise < paid.amountPaise) await issueCancellationCharge(tx, paid, paid.amountPaise - refundPaise, event.occurredAt);
      const open = await livePaymentOf(tx, event.appointmentId);
      if (open) await updatePayment(tx, open.id, { status: Payment.EXPIRED, failureReason: 'the booking was cancelled' });
    },
  });
