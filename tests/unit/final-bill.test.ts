import { describe, expect, it } from 'vitest';
import {
  billPaymentNotice,
  billPayRefusal,
  costCheckMessage,
  drawUpBill,
  PAID_BY,
  PAID_BY_ADVANCE_NOTE,
  PAID_ONLINE_NOTE,
  paidHow,
} from '@/lib/final-bill';

// Amounts typed out by hand in paise: ₹2,250 = 225_000. The booking fee of the seed is ₹199.
const FEE = 19_900;
const line = (id: string, approval: string, sentPaise: number | null, finalPaise: number | null = null) => ({
  id,
  partName: id,
  approval: approval as never,
  booked: approval === 'BOOKED',
  sentPaise,
  finalPaise,
});

describe('the final bill', () => {
  it('bills the approved lines at their final amounts, shows the GST inside, and takes the booking fee off', () => {
    const bill = drawUpBill(
      [
        line('Front brake pads', 'APPROVED_BY_CUSTOMER', 225_000),
        line('Engine oil', 'APPROVED_BY_ADVISOR', 165_000, 180_000),
        line('Wiper blades', 'DECLINED', 80_000, 90_000),
        line('AC gas top-up', 'PENDING', 250_000),
      ],
      FEE,
    );
    expect(bill.lines).toEqual([
      { id: 'Front brake pads', partName: 'Front brake pads', booked: false, sentPaise: 225_000, amountPaise: 225_000 },
      { id: 'Engine oil', partName: 'Engine oil', booked: false, sentPaise: 165_000, amountPaise: 180_000 },
    ]);
    // ₹4,050 billed against ₹3,900 estimated: ₹150 over, 3.85 % → 3.9 shown, within 15 %.
    expect(bill).toMatchObject({
      actualPaise: 405_000,
      estimatedPaise: 390_000,
      overrunPercent: 3.9,
      withinVariableCost: true,
      status: 'ISSUED',
    });
    // ₹4,050 includes GST at 18 %: taxable ₹3,432.20, CGST and SGST ₹308.90 each.
    expect(bill).toMatchObject({ taxablePaise: 343_220, cgstPaise: 30_890, sgstPaise: 30_890, igstPaise: 0, totalPaise: 405_000 });
    expect([bill.feeCreditPaise, bill.duePaise]).toEqual([19_900, 385_100]);
  });

  it('is issued at exactly 15 % over the estimate and waits for the customer a paisa above it', () => {
    const at = drawUpBill([line('Clutch plate', 'APPROVED_BY_CUSTOMER', 100_000, 115_000)], FEE);
    expect(at).toMatchObject({ overrunPercent: 15, withinVariableCost: true, status: 'ISSUED', duePaise: 95_100 });
    const over = drawUpBill([line('Clutch plate', 'APPROVED_BY_CUSTOMER', 100_000, 115_001)], FEE);
    expect(over).toMatchObject({ overrunPercent: 15.1, withinVariableCost: false, status: 'AWAITING_APPROVAL', duePaise: 95_101 });
  });

  it('a bill below the estimate is within it; a line billed for less counts as it is', () => {
    const bill = drawUpBill([line('Battery', 'APPROVED_BY_CUSTOMER', 500_000, 450_000)], FEE);
    expect(bill).toMatchObject({ actualPaise: 450_000, estimatedPaise: 500_000, overrunPercent: 0, status: 'ISSUED', duePaise: 430_100 });
  });

  it('takes off no more booking fee than the bill, and refunds the rest of the fee', () => {
    // ₹100 billed against a ₹199 fee: ₹100 of it adjusted, ₹99 refunded, nothing due.
    expect(drawUpBill([line('Bulb', 'APPROVED_BY_ADVISOR', 10_000)], FEE)).toMatchObject({
      totalPaise: 10_000,
      feeCreditPaise: 10_000,
      excessRefundPaise: 9_900,
      duePaise: 0,
    });
    // ₹199 billed against ₹199: the fee covers it exactly, nothing refunded.
    expect(drawUpBill([line('Bulb', 'APPROVED_BY_ADVISOR', 19_900)], FEE)).toMatchObject({
      feeCreditPaise: 19_900,
      excessRefundPaise: 0,
      duePaise: 0,
    });
    // ₹199.01 billed: a paisa is due.
    expect(drawUpBill([line('Bulb', 'APPROVED_BY_ADVISOR', 19_901)], FEE)).toMatchObject({
      feeCreditPaise: 19_900,
      excessRefundPaise: 0,
      duePaise: 1,
    });
    expect(drawUpBill([line('Bulb', 'DECLINED', 10_000)], FEE)).toMatchObject({
      lines: [],
      totalPaise: 0,
      feeCreditPaise: 0,
      excessRefundPaise: 19_900,
      duePaise: 0,
      status: 'ISSUED',
    });
    // No booking fee paid (a coupon made it free): the whole bill is due.
    expect(drawUpBill([line('Bulb', 'APPROVED_BY_ADVISOR', 10_000)], 0)).toMatchObject({ feeCreditPaise: 0, duePaise: 10_000 });
  });

  it("takes a service coupon's discount off the work before tax, never more than the work", () => {
    // ₹4,500 of work, ₹500 off (a service coupon): ₹4,000 with GST inside, taxable ₹3,389.83.
    const bill = drawUpBill([line('Clutch plate', 'APPROVED_BY_CUSTOMER', 450_000)], FEE, 50_000);
    expect(bill).toMatchObject({
      actualPaise: 450_000,
      discountPaise: 50_000,
      totalPaise: 400_000,
      taxablePaise: 338_983,
      cgstPaise: 30_508,
      sgstPaise: 30_509,
      duePaise: 380_100,
    });
    // The cost check compares the work, not the discount: ₹4,500 against ₹4,500 is within.
    expect(bill.overrunPercent).toBe(0);
    expect(drawUpBill([line('Bulb', 'APPROVED_BY_ADVISOR', 10_000)], FEE, 50_000)).toMatchObject({
      discountPaise: 10_000,
      totalPaise: 0,
      feeCreditPaise: 0,
      excessRefundPaise: 19_900,
      duePaise: 0,
    });
    expect(drawUpBill([line('Bulb', 'APPROVED_BY_ADVISOR', 10_000)], FEE)).toMatchObject({ discountPaise: 0, totalPaise: 10_000 });
  });

  it('a line approved without a sent amount is billed at its final amount and needs the customer', () => {
    const bill = drawUpBill([line('Horn', 'APPROVED_BY_ADVISOR', null, 60_000)], FEE);
    expect(bill).toMatchObject({ actualPaise: 60_000, estimatedPaise: 0, overrunPercent: null, status: 'AWAITING_APPROVAL' });
  });
});

describe('the service booked on the bill (docs/decisions/035)', () => {
  it('the worked example: a Seltos on the Basic plan, one extra approved, one declined, one undecided, SERVICE500, the ₹199 fee', () => {
    const bill = drawUpBill(
      [
        line('Basic plan', 'BOOKED', 489_900),
        line('Front brake pads replacement', 'APPROVED_BY_CUSTOMER', 299_900, 319_900),
        line('Wheel alignment and balancing', 'DECLINED', 129_900),
        line('Headlight restoration', 'PENDING', 99_900),
      ],
      FEE,
      50_000,
    );
    expect(bill.lines).toEqual([
      { id: 'Basic plan', partName: 'Basic plan', booked: true, sentPaise: 489_900, amountPaise: 489_900 },
      {
        id: 'Front brake pads replacement',
        partName: 'Front brake pads replacement',
        booked: false,
        sentPaise: 299_900,
        amountPaise: 319_900,
      },
    ]);
    // The extras alone are checked: ₹3,199 against ₹2,999 is 6.67 % over, shown 6.7, within 15 %.
    expect(bill).toMatchObject({
      actualPaise: 319_900,
      estimatedPaise: 299_900,
      overrunPercent: 6.7,
      withinVariableCost: true,
      status: 'ISSUED',
    });
    // ₹4,899 + ₹3,199 = ₹8,098, less ₹500: ₹7,598 with GST inside; taxable ₹6,438.98, CGST and SGST ₹579.51 each.
    expect(bill).toMatchObject({
      discountPaise: 50_000,
      totalPaise: 759_800,
      taxablePaise: 643_898,
      cgstPaise: 57_951,
      sgstPaise: 57_951,
      igstPaise: 0,
    });
    // The ₹199 advance adjusted: ₹7,399 due.
    expect(bill).toMatchObject({ feeCreditPaise: 19_900, excessRefundPaise: 0, duePaise: 739_900 });
  });

  it('a booked line is billed at its booked price whatever final amount it carries, and is never part of the cost check', () => {
    const bill = drawUpBill(
      [line('Car wash', 'APPROVED_BY_CUSTOMER', 50_000), line('Ceramic coating', 'BOOKED', 1_499_900, 2_000_000)],
      FEE,
    );
    // Listed first, at ₹14,999; the cost check sees the ₹500 extra only.
    expect(bill.lines.map((l) => [l.partName, l.amountPaise])).toEqual([
      ['Ceramic coating', 1_499_900],
      ['Car wash', 50_000],
    ]);
    expect(bill).toMatchObject({ actualPaise: 50_000, estimatedPaise: 50_000, totalPaise: 1_549_900, duePaise: 1_530_000 });
  });

  it('extras more than 15 % over their estimate wait for the customer, however large the booked service', () => {
    // ₹1,151 against ₹1,000 of extras is 15.1 % over: the ₹20,000 plan does not dilute it.
    const bill = drawUpBill(
      [line('Advanced plan', 'BOOKED', 2_000_000), line('Battery terminal', 'APPROVED_BY_CUSTOMER', 100_000, 115_100)],
      FEE,
    );
    expect(bill).toMatchObject({ overrunPercent: 15.1, withinVariableCost: false, status: 'AWAITING_APPROVAL' });
    // The booked service alone: nothing to compare, issued.
    expect(drawUpBill([line('Advanced plan', 'BOOKED', 2_000_000)], FEE)).toMatchObject({
      estimatedPaise: 0,
      overrunPercent: 0,
      status: 'ISSUED',
      duePaise: 1_980_100,
    });
  });

  it('a removed booked line, a declined and an undecided part are not billed; a part the limit approved is', () => {
    const bill = drawUpBill(
      [
        line('Basic plan', 'REMOVED', 279_900),
        line('Wipers', 'DECLINED', 60_000),
        line('Horn', 'PENDING', 40_000),
        line('Bulb', 'APPROVED_BY_CUSTOMER', 10_000),
      ],
      FEE,
    );
    expect(bill.lines.map((l) => l.partName)).toEqual(['Bulb']);
    expect(bill).toMatchObject({ totalPaise: 10_000, feeCreditPaise: 10_000, excessRefundPaise: 9_900, duePaise: 0 });
  });
});

describe('what the bill says about the estimate', () => {
  it("spec §4's words within the variable cost, the overrun and a request above it, nothing with no estimate", () => {
    expect(costCheckMessage({ estimatedPaise: 390_000, overrunPercent: 3.9, withinVariableCost: true, status: 'ISSUED' })).toBe(
      'The final cost is within the 15% variable cost mentioned earlier',
    );
    expect(
      costCheckMessage({ estimatedPaise: 100_000, overrunPercent: 15.1, withinVariableCost: false, status: 'AWAITING_APPROVAL' }),
    ).toBe('The final cost is 15.1% more than the estimate: please approve the difference before we issue your bill');
    expect(costCheckMessage({ estimatedPaise: 0, overrunPercent: null, withinVariableCost: false, status: 'AWAITING_APPROVAL' })).toBe(
      'The final cost is more than the estimate: please approve the difference before we issue your bill',
    );
    expect(costCheckMessage({ estimatedPaise: 0, overrunPercent: 0, withinVariableCost: true, status: 'ISSUED' })).toBeNull();
  });
  it('once the customer approved the difference, the bill says so instead of asking again', () => {
    expect(costCheckMessage({ estimatedPaise: 225_000, overrunPercent: 20, withinVariableCost: false, status: 'ISSUED' })).toBe(
      'You approved the final cost, 20% more than the estimate',
    );
    expect(costCheckMessage({ estimatedPaise: 0, overrunPercent: null, withinVariableCost: false, status: 'PAID' })).toBe(
      'You approved the final cost, more than the estimate',
    );
  });
});

describe('how a bill paid at the counter reads', () => {
  it("'Paid at the counter' in cash, by card or by UPI", () => {
    expect(PAID_BY).toEqual({ CASH: 'in cash', CARD: 'by card', UPI: 'by UPI' });
  });
});

describe('paying the bill online', () => {
  it('only an issued bill with something due, and not while the gateway decides', () => {
    expect(billPayRefusal(null, null)).toBe('There is no bill to pay yet');
    expect(billPayRefusal({ status: 'AWAITING_APPROVAL', duePaise: 205_100 }, null)).toBe('There is no bill to pay yet');
    expect(billPayRefusal({ status: 'PAID', duePaise: 205_100 }, 'CONFIRMED')).toBe('This bill is paid');
    expect(billPayRefusal({ status: 'ISSUED', duePaise: 0 }, null)).toBe('Nothing is due on this bill: your booking fee covered it');
    expect(billPayRefusal({ status: 'ISSUED', duePaise: 1 }, null)).toBeNull();
    expect(billPayRefusal({ status: 'ISSUED', duePaise: 205_100 }, 'IN_PROGRESS')).toBe(
      'Your payment is still being confirmed by our payment partner',
    );
    // A failed or just-made attempt is paid again on its order.
    expect(billPayRefusal({ status: 'ISSUED', duePaise: 205_100 }, 'FAILED')).toBeNull();
    expect(billPayRefusal({ status: 'ISSUED', duePaise: 205_100 }, 'CREATED')).toBeNull();
  });

  it('back from the gateway, the tracking screen says how it went by the bill as it now stands', () => {
    const issued = { status: 'ISSUED' as const, paid_via: null };
    expect(billPaymentNotice('paid', { status: 'PAID', paid_via: 'ONLINE' })).toEqual({
      tone: 'done',
      text: 'Payment received. Thank you!',
    });
    expect(billPaymentNotice('failed', { status: 'PAID', paid_via: 'UPI' })).toEqual({
      tone: 'problem',
      text: 'This bill was already paid at the counter: your online payment is refunded in full.',
    });
    expect(billPaymentNotice('failed', issued)).toEqual({
      tone: 'problem',
      text: 'Your payment did not go through: nothing was charged. You can pay again below.',
    });
    expect(billPaymentNotice('pending', issued)).toEqual({
      tone: 'wait',
      text: 'Your bank is still confirming the payment; this page updates by itself.',
    });
    // Paid, but the capture has not reached us yet: still being confirmed.
    expect(billPaymentNotice('paid', issued)).toEqual({
      tone: 'wait',
      text: 'Your bank is still confirming the payment; this page updates by itself.',
    });
    expect(billPaymentNotice(null, issued)).toBeNull();
    expect(billPaymentNotice('refunded', issued)).toBeNull();
    expect(PAID_ONLINE_NOTE).toBe('Paid online');
  });
});

describe('how a paid bill says it was paid', () => {
  it("'online', at the counter in the method's words, or by the advance when the booking fee covered it", () => {
    expect(['ONLINE', 'CASH', 'CARD', 'UPI', 'ADVANCE'].map((m) => paidHow(m as never))).toEqual([
      'online',
      'at the counter in cash',
      'at the counter by card',
      'at the counter by UPI',
      'with the booking fee paid in advance',
    ]);
    expect(PAID_BY_ADVANCE_NOTE).toBe('Covered by the booking fee paid in advance');
  });
});
