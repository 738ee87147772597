import { describe, expect, it } from 'vitest';
import { billPayableOnline, trackingAction, type TrackingFacts } from '@/lib/tracking-action';

const ORDER = '5c0f3a2e-7b1d-4e8a-9c6f-2d4b8a1e7f30';
const facts = (more: Partial<TrackingFacts>): TrackingFacts => ({
  orderId: ORDER,
  stage: 'QUALITY_CHECK',
  isCustomer: true,
  bill: null,
  ...more,
});
const bill = (
  status: 'AWAITING_APPROVAL' | 'ISSUED' | 'PAID',
  due_paise: number,
  attempt: 'CREATED' | 'IN_PROGRESS' | 'FAILED' | 'EXPIRED' | null = null,
): NonNullable<TrackingFacts['bill']> => ({
  status,
  due_paise,
  online_payment: attempt === null ? null : { status: attempt },
});

describe("the tracking screen's one action", () => {
  it('an estimate waiting for its customer: review and approve it on the job cards', () => {
    expect(trackingAction(facts({ stage: 'ESTIMATE_APPROVAL_PENDING' }))).toEqual({
      kind: 'estimate',
      heading: 'Your estimate is ready',
      text: 'Approve or decline each extra part our advisor found. The work starts once you approve the estimate.',
      label: 'Review and approve the estimate',
      href: '/service-centre/job-cards?orderId=5c0f3a2e-7b1d-4e8a-9c6f-2d4b8a1e7f30',
    });
  });

  it('nothing to do before the estimate is sent, nor once it is approved', () => {
    expect(trackingAction(facts({ stage: 'SURVEY' }))).toBeNull();
    expect(trackingAction(facts({ stage: 'ESTIMATE_COMPLETED' }))).toBeNull();
    expect(trackingAction(facts({ stage: 'REPAIR_IN_PROGRESS' }))).toBeNull();
  });

  it('staff opening the page are asked nothing: the estimate, the final cost and the bill are the customer’s', () => {
    expect(trackingAction(facts({ stage: 'ESTIMATE_APPROVAL_PENDING', isCustomer: false }))).toBeNull();
    expect(trackingAction(facts({ bill: bill('AWAITING_APPROVAL', 575_000), isCustomer: false }))).toBeNull();
    expect(trackingAction(facts({ stage: 'PAYMENT_PENDING', bill: bill('ISSUED', 575_000), isCustomer: false }))).toBeNull();
  });

  it('a final cost over the estimate waits for approval: the link leads to the bill’s approve button', () => {
    expect(trackingAction(facts({ bill: bill('AWAITING_APPROVAL', 575_000) }))).toEqual({
      kind: 'approve-bill',
      heading: 'Your final cost needs your approval',
      text: 'It is more than your estimate. We issue your bill once you approve the difference.',
      label: 'Review and approve the final cost',
      href: '#bill-approve',
    });
  });

  it('an issued bill with something due: pay it, the amount in the link, leading to the pay button', () => {
    expect(trackingAction(facts({ stage: 'PAYMENT_PENDING', bill: bill('ISSUED', 530_000) }))).toEqual({
      kind: 'pay-bill',
      heading: '₹5,300 to pay',
      text: "Pay online now, or at the service centre's counter when you collect your car.",
      label: 'Pay the bill ₹5,300',
      href: '#bill-pay',
    });
    expect(trackingAction(facts({ stage: 'PAYMENT_PENDING', bill: bill('ISSUED', 12_345_650) }))).toMatchObject({
      heading: '₹1,23,456.50 to pay',
      label: 'Pay the bill ₹1,23,456.50',
    });
  });

  it('a failed online payment: pay again, saying nothing was charged; an open attempt not yet paid is paid as usual', () => {
    expect(trackingAction(facts({ stage: 'PAYMENT_PENDING', bill: bill('ISSUED', 485_000, 'FAILED') }))).toMatchObject({
      kind: 'pay-bill',
      text: 'Your last payment did not go through: nothing was charged. You can pay again online, or at the counter.',
      label: 'Pay the bill ₹4,850',
    });
    expect(trackingAction(facts({ stage: 'PAYMENT_PENDING', bill: bill('ISSUED', 485_000, 'CREATED') }))).toMatchObject({
      kind: 'pay-bill',
      text: "Pay online now, or at the service centre's counter when you collect your car.",
    });
  });

  it('nothing to pay: the fee covered the bill (₹0 due), it is paid, or the gateway is still deciding a payment', () => {
    expect(trackingAction(facts({ stage: 'PAYMENT_PENDING', bill: bill('ISSUED', 0) }))).toBeNull();
    expect(trackingAction(facts({ stage: 'PAYMENT_PENDING', bill: bill('ISSUED', 1) }))?.label).toBe('Pay the bill ₹0.01');
    expect(trackingAction(facts({ stage: 'PAYMENT_COMPLETED', bill: bill('PAID', 530_000) }))).toBeNull();
    expect(trackingAction(facts({ stage: 'PAYMENT_PENDING', bill: bill('ISSUED', 530_000, 'IN_PROGRESS') }))).toBeNull();
  });

  it('no bill yet and no estimate waiting (quality check, delivered, no service): nothing', () => {
    expect(trackingAction(facts({ stage: 'QUALITY_CHECK' }))).toBeNull();
    expect(trackingAction(facts({ stage: 'CAR_DELIVERED' }))).toBeNull();
    expect(trackingAction(facts({ stage: 'NO_SERVICE_SELECTED' }))).toBeNull();
  });
});

describe('a bill its customer can pay online now', () => {
  it('issued with something due, and no attempt being decided', () => {
    expect(billPayableOnline(bill('ISSUED', 100))).toBe(true);
    expect(billPayableOnline(bill('ISSUED', 100, 'FAILED'))).toBe(true);
    expect(billPayableOnline(bill('ISSUED', 100, 'EXPIRED'))).toBe(true);
  });
  it('not without a bill, while it waits for approval, once paid, at ₹0 due, or while an attempt is decided', () => {
    expect(billPayableOnline(null)).toBe(false);
    expect(billPayableOnline(bill('AWAITING_APPROVAL', 100))).toBe(false);
    expect(billPayableOnline(bill('PAID', 100))).toBe(false);
    expect(billPayableOnline(bill('ISSUED', 0))).toBe(false);
    expect(billPayableOnline(bill('ISSUED', 100, 'IN_PROGRESS'))).toBe(false);
  });
});
