// The final bill of a work order (spec §4 cost check; docs/decisions/025 and 035): the service booked
// and the approved extra parts, the cost check of the extras against their estimate, a coupon, GST on
// the whole supply, and the booking fee paid in advance adjusted. Amounts in paise; pure.
import {
  Bill,
  BillPaidBy,
  Payment,
  type BillPaymentMethod,
  type BillStatus,
  type CounterMethod,
  type LineApproval,
  type PaymentStatus,
} from '@/contracts/vocabulary';
import { costCheck, WITHIN_VARIABLE_COST, type CostCheck } from './cost-check';
import { isApproved } from './estimate-rules';
import { gstBreakup, type GstBreakup } from './tax-invoice';

export interface BillableLine {
  id: string;
  partName: string;
  approval: LineApproval;
  /** The service booked, at the price quoted at booking: its amount never moves. */
  booked: boolean;
  /** The amount the line had when the estimate was sent (null for a line never sent). */
  sentPaise: number | null;
  /** An extra's amount as recorded for billing; null keeps the sent amount. */
  finalPaise: number | null;
}

export interface BilledLine {
  id: string;
  partName: string;
  booked: boolean;
  sentPaise: number;
  amountPaise: number;
}

export interface DrawnBill extends CostCheck, GstBreakup {
  /** The booked lines, then the approved extras at their final amounts; declined and undecided parts are neither done nor billed. */
  lines: BilledLine[];
  /** A service coupon's discount taken off the work (never more than the work). */
  discountPaise: number;
  /** The booking fee paid in advance, adjusted on the bill (never more than the bill). */
  feeCreditPaise: number;
  /** The part of the booking fee larger than the bill: refunded. */
  excessRefundPaise: number;
  /** What the customer pays at the end: the bill less the booking fee. */
  duePaise: number;
  /** Issued at once within the variable cost; otherwise waiting for the customer to approve the difference. */
  status: BillStatus;
}

/**
 * Draws up the bill: the booked lines at their booked price and the approved extras at their final
 * amounts, less a service coupon's discount, with GST worked out of the whole (line amounts, like the
 * booking fee, include GST at 18 %); then the booking fee paid in advance is adjusted, and any of it
 * larger than the bill is refunded. The cost check compares the extras alone with their estimate:
 * only their prices can move.
 */
export function drawUpBill(lines: readonly BillableLine[], feePaidPaise: number, serviceDiscountPaise = 0): DrawnBill {
  const approved = lines.filter((l) => isApproved(l.approval));
  const billed = [...approved.filter((l) => l.booked), ...approved.filter((l) => !l.booked)].map((l) => {
    const sentPaise = l.sentPaise ?? 0;
    return { id: l.id, partName: l.partName, booked: l.booked, sentPaise, amountPaise: l.booked ? sentPaise : (l.finalPaise ?? sentPaise) };
  });
  const check = costCheck(
    approved.filter((l) => !l.booked).map((l) => ({ approval: l.approval, sentPaise: l.sentPaise ?? 0, finalPaise: l.finalPaise })),
  );
  const workPaise = billed.reduce((sum, l) => sum + l.amountPaise, 0);
  const discountPaise = Math.min(Math.max(0, serviceDiscountPaise), workPaise);
  const tax = gstBreakup(workPaise - discountPaise);
  const feePaise = Math.max(0, feePaidPaise);
  const feeCreditPaise = Math.min(feePaise, tax.totalPaise);
  return {
    ...check,
    ...tax,
    lines: billed,
    discountPaise,
    feeCreditPaise,
    excessRefundPaise: feePaise - feeCreditPaise,
    duePaise: tax.totalPaise - feeCreditPaise,
    status: check.withinVariableCost ? Bill.ISSUED : Bill.AWAITING_APPROVAL,
  };
}

/**
 * The customer's words for how the bill compares with the estimate: spec §4's sentence within the
 * variable cost; above it, the request to approve the difference while the bill waits, and that it
 * was approved once issued; null when nothing was estimated or billed.
 */
export function costCheckMessage(
  bill: Pick<CostCheck, 'estimatedPaise' | 'overrunPercent' | 'withinVariableCost'> & { status: BillStatus },
): string | null {
  if (bill.estimatedPaise === 0 && bill.withinVariableCost) return null;
  if (bill.withinVariableCost) return WITHIN_VARIABLE_COST;
  const over = bill.overrunPercent === null ? 'more than the estimate' : `${bill.overrunPercent}% more than the estimate`;
  return bill.status === Bill.AWAITING_APPROVAL
    ? `The final cost is ${over}: please approve the difference before we issue your bill`
    : `You approved the final cost, ${over}`;
}

/** How a bill paid at the counter was paid, as the timeline says it: 'Paid at the counter by UPI'. */
export const PAID_BY: Readonly<Record<CounterMethod, string>> = { CASH: 'in cash', CARD: 'by card', UPI: 'by UPI' };

/** How a paid bill was paid, as a sentence goes on: 'online', 'at the counter by UPI', 'with the booking fee paid in advance'. */
export const paidHow = (method: BillPaymentMethod): string =>
  method === BillPaidBy.ONLINE
    ? 'online'
    : method === BillPaidBy.ADVANCE
      ? 'with the booking fee paid in advance'
      : `at the counter ${PAID_BY[method]}`;

/** The timeline's note when the booking fee covered the whole bill. */
export const PAID_BY_ADVANCE_NOTE = 'Covered by the booking fee paid in advance';

/** The timeline's note when the customer paid the bill online. */
export const PAID_ONLINE_NOTE = 'Paid online';

/**
 * Why the customer cannot start paying a bill online now, or null when they can: only an issued bill
 * with something due, and not while the gateway is still deciding an earlier attempt (a failed one is
 * paid again on its order).
 */
export function billPayRefusal(bill: { status: BillStatus; duePaise: number } | null, attempt: PaymentStatus | null): string | null {
  if (!bill || bill.status === Bill.AWAITING_APPROVAL) return 'There is no bill to pay yet';
  if (bill.status === Bill.PAID) return 'This bill is paid';
  if (bill.duePaise <= 0) return 'Nothing is due on this bill: your booking fee covered it';
  if (attempt === Payment.IN_PROGRESS) return 'Your payment is still being confirmed by our payment partner';
  return null;
}

/**
 * What the tracking screen says when the customer comes back from paying the bill online
 * (`?payment=paid|failed|pending`), read against the bill as it now stands; null otherwise.
 */
export function billPaymentNotice(
  outcome: string | null,
  bill: { status: BillStatus; paid_via: string | null },
): { tone: 'done' | 'problem' | 'wait'; text: string } | null {
  if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'pending') return null;
  if (bill.status === Bill.PAID && bill.paid_via === BillPaidBy.ONLINE) return { tone: 'done', text: 'Payment received. Thank you!' };
  if (bill.status === Bill.PAID)
    return { tone: 'problem', text: 'This bill was already paid at the counter: your online payment is refunded in full.' };
  if (outcome === 'failed')
    return { tone: 'problem', text: 'Your payment did not go through: nothing was charged. You can pay again below.' };
  return { tone: 'wait', text: 'Your bank is still confirming the payment; this page updates by itself.' };
}
