import { describe, expect, it } from 'vitest';
import { nextPage } from '@/proxy/payment-gateway';

// Where the gateway's callback sends the customer's browser (a 303 after the form POST).
const APPOINTMENT = '7d3c9a52-1111-4c2e-9a0b-5f6e7d8c9b01';
const ORDER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('after paying, the customer goes', () => {
  it('for a booking fee: to the confirmation, or back to paying after a failure', () => {
    expect(nextPage(APPOINTMENT, 'paid')).toBe(`/service-centre/ad-services/confirmation-page?appointmentId=${APPOINTMENT}`);
    expect(nextPage(APPOINTMENT, 'pending')).toBe(`/service-centre/ad-services/confirmation-page?appointmentId=${APPOINTMENT}`);
    expect(nextPage(APPOINTMENT, 'failed')).toBe(`/service-centre/ad-services/details-capture?appointmentId=${APPOINTMENT}&payment=failed`);
  });

  it("for a final bill: to the car's tracking screen, saying how it went", () => {
    expect(nextPage(APPOINTMENT, 'paid', ORDER)).toBe(`/service-centre/tracking?orderId=${ORDER}&payment=paid`);
    expect(nextPage(APPOINTMENT, 'failed', ORDER)).toBe(`/service-centre/tracking?orderId=${ORDER}&payment=failed`);
    expect(nextPage(APPOINTMENT, 'pending', ORDER)).toBe(`/service-centre/tracking?orderId=${ORDER}&payment=pending`);
  });
});
