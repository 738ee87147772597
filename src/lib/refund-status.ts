// What a customer reads about the booking fee of a cancelled booking: the refund by its state
// (REFUND_STATUSES), or why there is none. No date library, so islands can show it too.
import { Refund, type RefundStatus } from '@/contracts/vocabulary';
import { formatInr } from './money';

export interface RefundFacts {
  /** What was paid online (paise); 0 when nothing was. */
  paidPaise: number;
  refund: { amount_paise: number; status: RefundStatus } | null;
}

/** The refund's state in a few words, for lists ('₹199 refunded'). */
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, (amount: string) => string>> = {
  PENDING: (amount) => `Refund of ${amount} on its way`,
  PROCESSED: (amount) => `${amount} refunded`,
  FAILED: (amount) => `Refund of ${amount} delayed`,
};

/** A cancelled booking's money in a short line, or null when nothing was paid. */
export function refundLabel({ paidPaise, refund }: RefundFacts): string | null {
  if (refund) return REFUND_STATUS_LABELS[refund.status](formatInr(refund.amount_paise));
  return paidPaise > 0 ? `Booking fee of ${formatInr(paidPaise)} not refunded` : null;
}

/** A cancelled booking's money in full sentences: what happens to the refund, or why there is none. */
export function refundStatusText({ paidPaise, refund }: RefundFacts): string {
  if (!refund) {
    return paidPaise > 0
      ? `The booking fee of ${formatInr(paidPaise)} is not refunded: the booking was cancelled less than 2 hours before its slot.`
      : 'Nothing was paid for this booking, so there is nothing to refund.';
  }
  const amount = formatInr(refund.amount_paise);
  switch (refund.status) {
    case Refund.PROCESSED:
      return `${amount} has been refunded to the account you paid from. Banks take up to 5–7 working days to show it.`;
    case Refund.FAILED:
      return `The refund of ${amount} has not gone through yet. We are trying again; you don't need to do anything.`;
    default:
      return `We have asked our payment partner to refund ${amount} to the account you paid from. It reaches you in 5–7 working days.`;
  }
}
