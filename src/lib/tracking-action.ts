// The one thing the customer is asked to do on the tracking screen, shown first under its heading:
// answer the estimate, approve a final cost over it, or pay the issued bill. Only the car's customer
// decides; staff opening the page are asked nothing. Pure; the page renders it.
import { Bill, Payment, Stage, type BillStatus, type PaymentStatus, type WorkshopStage } from '@/contracts/vocabulary';
import { formatInr } from './money';
import { withBase } from './paths';

/** The ids of the bill's own controls on the tracking screen: the action's links lead to them. */
export const BILL_APPROVE_ID = 'bill-approve';
export const BILL_PAY_ID = 'bill-pay';

export interface TrackingFacts {
  orderId: string;
  stage: WorkshopStage;
  /** The car's own customer is looking (not an advisor or an admin). */
  isCustomer: boolean;
  bill: { status: BillStatus; due_paise: number; online_payment: { status: PaymentStatus } | null } | null;
}

export interface TrackingAction {
  kind: 'estimate' | 'approve-bill' | 'pay-bill';
  heading: string;
  text: string;
  /** The words of the action's link, which names where it goes. */
  label: string;
  href: string;
}

/** An issued bill with something due, and no earlier online attempt still being decided: its customer can pay it online now. */
export function billPayableOnline(bill: TrackingFacts['bill']): bill is NonNullable<TrackingFacts['bill']> {
  return bill !== null && bill.status === Bill.ISSUED && bill.due_paise > 0 && bill.online_payment?.status !== Payment.IN_PROGRESS;
}

/** What the customer is asked to do now, or null when the car does not wait for them. */
export function trackingAction(facts: TrackingFacts): TrackingAction | null {
  if (!facts.isCustomer) return null;
  const { bill } = facts;
  if (facts.stage === Stage.ESTIMATE_APPROVAL_PENDING) {
    return {
      kind: 'estimate',
      heading: 'Your estimate is ready',
      text: 'Approve or decline each extra part our advisor found. The work starts once you approve the estimate.',
      label: 'Review and approve the estimate',
      href: `${withBase('/job-cards')}?${new URLSearchParams({ orderId: facts.orderId })}`,
    };
  }
  if (bill?.status === Bill.AWAITING_APPROVAL) {
    return {
      kind: 'approve-bill',
      heading: 'Your final cost needs your approval',
      text: 'It is more than your estimate. We issue your bill once you approve the difference.',
      label: 'Review and approve the final cost',
      href: `#${BILL_APPROVE_ID}`,
    };
  }
  if (billPayableOnline(bill)) {
    return {
      kind: 'pay-bill',
      heading: `${formatInr(bill.due_paise)} to pay`,
      text:
        bill.online_payment?.status === Payment.FAILED
          ? 'Your last payment did not go through: nothing was charged. You can pay again online, or at the counter.'
          : "Pay online now, or at the service centre's counter when you collect your car.",
      label: `Pay the bill ${formatInr(bill.due_paise)}`,
      href: `#${BILL_PAY_ID}`,
    };
  }
  return null;
}
