import { describe, expect, it } from 'vitest';
import { lookupTarget, timelineTarget } from '@/lib/stage-redirect';

const ORDER = '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d';
const APPOINTMENT = '1c7e4d2f-9e3b-4a6c-8d8e-2f3a4b5c6d7e';
const BOOKING = '2d8f5e3a-0f4c-4b7d-9e9f-3a4b5c6d7e8f';
const timeline = (stage: string | null, welcomeSeen = true, entries = 1) => ({
  timeline: Array.from({ length: entries }, () => ({})),
  latest_stage_details: stage ? { stage: stage as never } : null,
  timeline_metadata: { is_welcome_screen_viewed: welcomeSeen },
});

describe('spec §4: the order look-up', () => {
  it('opens the order when there is one', () => {
    expect(lookupTarget({ order_id: ORDER, booking_id: null, appointment_id: null })).toEqual({ orderId: ORDER });
  });
  it('sends a booking to its confirmation, an appointment alone to the base page with its id, nothing to the base page', () => {
    expect(lookupTarget({ order_id: null, booking_id: BOOKING, appointment_id: APPOINTMENT })).toEqual({
      href: `/service-centre/ad-services/appointment-confirmation?appointmentId=${APPOINTMENT}`,
    });
    expect(lookupTarget({ order_id: null, booking_id: null, appointment_id: APPOINTMENT })).toEqual({
      href: `/service-centre/ad-services/home?appointmentId=${APPOINTMENT}`,
    });
    expect(lookupTarget({ order_id: null, booking_id: null, appointment_id: null })).toEqual({ href: '/service-centre/ad-services/home' });
    // 'Failed to fetch Order ID': the base page.
    expect(lookupTarget(null)).toEqual({ href: '/service-centre/ad-services/home' });
  });
});

describe("spec §4: an order's screen", () => {
  it('is the welcome screen until its customer saw it', () => {
    expect(timelineTarget(ORDER, timeline('CAR_AT_GARAGE', false))).toBe(`/service-centre/home?orderId=${ORDER}`);
    expect(timelineTarget(ORDER, timeline('CAR_AT_GARAGE', true))).toBe(`/service-centre/tracking?orderId=${ORDER}`);
  });
  it('then the screen of the latest stage: job cards, the estimate, or the tracking screen', () => {
    expect(timelineTarget(ORDER, timeline('ESTIMATE_APPROVAL_PENDING'))).toBe(`/service-centre/job-cards?orderId=${ORDER}`);
    expect(timelineTarget(ORDER, timeline('ESTIMATE_COMPLETED'))).toBe(`/service-centre/estimate-approval?orderId=${ORDER}`);
    expect(timelineTarget(ORDER, timeline('QUALITY_CHECK'))).toBe(`/service-centre/tracking?orderId=${ORDER}`);
  });
  it('sends an answer with neither timeline nor latest stage to the base page', () => {
    expect(timelineTarget(ORDER, timeline(null, true, 0))).toBe('/service-centre/ad-services/home');
    expect(timelineTarget(ORDER, null)).toBe('/service-centre/ad-services/home');
  });
  it('an answer with only one of the two still opens a screen', () => {
    // A timeline without its latest stage: the tracking screen lists what there is.
    expect(timelineTarget(ORDER, timeline(null, true, 1))).toBe(`/service-centre/tracking?orderId=${ORDER}`);
    // A latest stage without the list: its own screen.
    expect(timelineTarget(ORDER, timeline('ESTIMATE_APPROVAL_PENDING', true, 0))).toBe(`/service-centre/job-cards?orderId=${ORDER}`);
  });
});
