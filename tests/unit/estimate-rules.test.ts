import { describe, expect, it } from 'vitest';
import {
  APPROVAL_TEXT,
  approvalOf,
  customerMayAnswer,
  estimateOutcome,
  isApproved,
  lineAmount,
  NOT_APPROVED_TEXT,
  notTheirsToAnswer,
} from '@/lib/estimate-rules';

describe('the estimate', () => {
  it("a line's amount is its net labour, part and service cost", () => {
    // ₹450 labour + ₹1,800 pads + ₹0 service = ₹2,250.
    expect(lineAmount({ netLabourCost: 45_000, netPartCost: 180_000, netServiceCost: 0 })).toBe(225_000);
    // ₹300 labour + ₹1,200 oil + ₹150 disposal = ₹1,650.
    expect(lineAmount({ netLabourCost: 30_000, netPartCost: 120_000, netServiceCost: 15_000 })).toBe(165_000);
  });

  it('says how each line stands, to the advisor and the customer', () => {
    expect(APPROVAL_TEXT).toEqual({
      PENDING: 'Waiting for approval',
      APPROVED_BY_ADVISOR: 'Approved by the advisor',
      APPROVED_BY_CUSTOMER: 'Approved',
      DECLINED: 'Declined',
      BOOKED: 'Booked with the service',
      REMOVED: 'Removed by the service centre',
    });
    expect(NOT_APPROVED_TEXT).toBe('Not approved: left undecided');
  });

  it('a booked line and a line approved by the advisor or the customer are done and billed; a waiting, declined or removed one is not', () => {
    expect(
      ['PENDING', 'APPROVED_BY_ADVISOR', 'APPROVED_BY_CUSTOMER', 'DECLINED', 'BOOKED', 'REMOVED'].map((a) => isApproved(a as never)),
    ).toEqual([false, true, true, false, true, false]);
  });

  it('the customer answers the extra parts only: not those the advisor approved, nor the service booked or removed', () => {
    expect(
      ['PENDING', 'APPROVED_BY_CUSTOMER', 'DECLINED', 'APPROVED_BY_ADVISOR', 'BOOKED', 'REMOVED'].map((a) => customerMayAnswer(a as never)),
    ).toEqual([true, true, true, false, false, false]);
    expect([approvalOf('APPROVED'), approvalOf('DECLINED')]).toEqual(['APPROVED_BY_CUSTOMER', 'DECLINED']);
    expect(notTheirsToAnswer('Horn', 'APPROVED_BY_ADVISOR')).toBe("'Horn' was approved by your advisor");
    expect(notTheirsToAnswer('Basic plan', 'BOOKED')).toBe("'Basic plan' is the service you booked: it is done as booked");
    expect(notTheirsToAnswer('Foam wash', 'REMOVED')).toBe("'Foam wash' was taken off your estimate by the service centre");
  });

  it('approving as decided leaves undecided parts undecided: with work to do the estimate is completed', () => {
    const extra = (approval: string) => ({ approval: approval as never, origin: 'EXTRA' as const });
    // A part approved, another declined, one undecided: the approved one is work.
    expect(estimateOutcome([extra('APPROVED_BY_CUSTOMER'), extra('DECLINED'), extra('PENDING')])).toBe('ESTIMATE_COMPLETED');
    expect(estimateOutcome([extra('APPROVED_BY_ADVISOR'), extra('DECLINED')])).toBe('ESTIMATE_COMPLETED');
    // The plan booked is work, whatever the customer did with the extras.
    expect(estimateOutcome([{ approval: 'BOOKED', origin: 'PLAN' }, extra('DECLINED'), extra('PENDING')])).toBe('ESTIMATE_COMPLETED');
    expect(estimateOutcome([{ approval: 'BOOKED', origin: 'SPA' }])).toBe('ESTIMATE_COMPLETED');
  });

  it('no work approved: no service; an inspection done is not work to come, and undecided parts are not approved', () => {
    const extra = (approval: string) => ({ approval: approval as never, origin: 'EXTRA' as const });
    expect(estimateOutcome([extra('DECLINED'), extra('DECLINED')])).toBe('NO_SERVICE_SELECTED');
    expect(estimateOutcome([extra('PENDING'), extra('DECLINED')])).toBe('NO_SERVICE_SELECTED');
    expect(estimateOutcome([{ approval: 'BOOKED', origin: 'INSPECTION' }, extra('DECLINED'), extra('PENDING')])).toBe(
      'NO_SERVICE_SELECTED',
    );
    expect(estimateOutcome([{ approval: 'REMOVED', origin: 'PLAN' }, extra('DECLINED')])).toBe('NO_SERVICE_SELECTED');
    // An inspection with one part approved: work to do.
    expect(estimateOutcome([{ approval: 'BOOKED', origin: 'INSPECTION' }, extra('APPROVED_BY_CUSTOMER')])).toBe('ESTIMATE_COMPLETED');
  });
});
