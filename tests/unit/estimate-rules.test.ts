import { describe, expect, it } from 'vitest';
import { APPROVAL_TEXT, approvalOf, approveAsDecided, customerMayAnswer, isApproved, lineAmount } from '@/lib/estimate-rules';

describe('the estimate', () => {
  it("a line's amount is its net labour, part and service cost", () => {
    // ₹450 labour + ₹1,800 pads + ₹0 service = ₹2,250.
    expect(lineAmount({ netLabourCost: 45_000, netPartCost: 180_000, netServiceCost: 0 })).toBe(225_000);
    // ₹300 labour + ₹1,200 oil + ₹150 disposal = ₹1,650.
    expect(lineAmount({ netLabourCost: 30_000, netPartCost: 120_000, netServiceCost: 15_000 })).toBe(165_000);
  });

  it('says how each line stands, to the advisor and the customer', () => {
    expect(APPROVAL_TEXT).toEqual({
      PENDING: 'Waiting for approval', APPROVED_BY_ADVISOR: 'Approved by the advisor', APPROVED_BY_CUSTOMER: 'Approved', DECLINED: 'Declined',
    });
  });

  it('a line approved by the advisor or the customer is done and billed; a waiting or declined one is not', () => {
    expect(['PENDING', 'APPROVED_BY_ADVISOR', 'APPROVED_BY_CUSTOMER', 'DECLINED'].map((a) => isApproved(a as never))).toEqual([false, true, true, false]);
  });

  it('the customer answers every line but those the advisor approved', () => {
    expect(customerMayAnswer('PENDING')).toBe(true);
    expect(customerMayAnswer('APPROVED_BY_CUSTOMER')).toBe(true);
    expect(customerMayAnswer('DECLINED')).toBe(true);
    expect(customerMayAnswer('APPROVED_BY_ADVISOR')).toBe(false);
    expect([approvalOf('APPROVED'), approvalOf('DECLINED')]).toEqual(['APPROVED_BY_CUSTOMER', 'DECLINED']);
  });

  it('approving as decided approves the unanswered lines and completes the estimate', () => {
    expect(approveAsDecided([{ id: 'a', approval: 'PENDING' }, { id: 'b', approval: 'DECLINED' }, { id: 'c', approval: 'PENDING' }]))
      .toEqual({ approve: ['a', 'c'], next: 'ESTIMATE_COMPLETED' });
    expect(approveAsDecided([{ id: 'a', approval: 'APPROVED_BY_ADVISOR' }, { id: 'b', approval: 'DECLINED' }]))
      .toEqual({ approve: [], next: 'ESTIMATE_COMPLETED' });
    expect(approveAsDecided([{ id: 'a', approval: 'APPROVED_BY_CUSTOMER' }])).toEqual({ approve: [], next: 'ESTIMATE_COMPLETED' });
  });

  it('every line declined: no service', () => {
    expect(approveAsDecided([{ id: 'a', approval: 'DECLINED' }, { id: 'b', approval: 'DECLINED' }])).toEqual({ approve: [], next: 'NO_SERVICE_SELECTED' });
  });
});
