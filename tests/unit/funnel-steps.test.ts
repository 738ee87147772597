// The funnel's words on the insights dashboard, and the page each step is taken on.
import { describe, expect, it } from 'vitest';
import { BOOKING_FUNNEL, STEP_PAGE_TYPES } from '@/lib/analytics-events';
import { pageTypeOfStep, stepName, stepOfPageType } from '@/lib/funnel-steps';

describe('the funnel steps', () => {
  it('are named in the order a customer walks them', () => {
    expect(BOOKING_FUNNEL.map(stepName)).toEqual([
      'Service chosen',
      'Car',
      'Centre',
      'Plan',
      'Handover',
      'Pick-up address',
      'Slot',
      'Details',
      'Paid',
      'Confirmed',
    ]);
  });

  it('leave an event outside the funnel as it was sent', () => {
    expect(stepName('sign_in_completed')).toBe('sign_in_completed');
    expect(stepName('toString')).toBe('toString');
  });

  it('each have their own page, and every step page belongs to one step', () => {
    expect(pageTypeOfStep('car_chosen')).toBe('mmv');
    expect(pageTypeOfStep('booking_confirmed')).toBe('appointment_confirmation');
    expect(BOOKING_FUNNEL.map(pageTypeOfStep).sort()).toEqual(Object.values(STEP_PAGE_TYPES).sort());
    for (const step of BOOKING_FUNNEL) expect(stepOfPageType(pageTypeOfStep(step))).toBe(step);
  });

  it('know no step for a page outside the funnel', () => {
    expect(stepOfPageType('garage_landing')).toBeUndefined();
    expect(stepOfPageType('')).toBeUndefined();
  });
});
