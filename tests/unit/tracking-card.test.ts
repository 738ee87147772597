import { describe, expect, it } from 'vitest';
import { trackingCard, type TrackingCardFacts } from '@/lib/tracking-card';

// The tracking screen's status card (docs/decisions/047). Now is Wednesday 25 Nov 2026, 2:00 PM IST.
const NOW = new Date('2026-11-25T14:00:00+05:30');
const FACTS: TrackingCardFacts = {
  stage: 'REPAIR_IN_PROGRESS',
  promise: { stage: 'REPAIR_IN_PROGRESS', by: '2026-11-25T16:30:00+05:30' },
  timeline: [{ by: 'Ravi Kumar' }, { by: 'Kavya Nair' }, { by: 'Asha Rao' }],
  appointment: {
    vehicle_details: { make: 'Maruti Suzuki', model: 'Swift', variant_name: 'VXi', registration_number: 'ka05mn1234' },
    garage: { name: 'Service Centre Kudlu Gate', phone: '+91 80 4125 6780' },
  },
};

describe("the tracking screen's status card", () => {
  it('names the car by its plate, the centre with a number to tap, the advisor who took the car in, and the promise', () => {
    expect(trackingCard(FACTS, NOW)).toEqual({
      car: { name: 'Maruti Suzuki Swift VXi', plate: 'KA 05 MN 1234' },
      centre: { name: 'Service Centre Kudlu Gate', phone: '+91 80 4125 6780', tel: 'tel:+918041256780' },
      advisor: 'Ravi Kumar',
      promise: { lead: 'Promised by', time: '4:30 PM today', verdict: 'On time', note: null, tone: 'on-time' },
    });
  });

  it('says how late the car is once the promised time has passed', () => {
    expect(trackingCard(FACTS, new Date('2026-11-25T17:10:00+05:30')).promise).toEqual({
      lead: 'Promised by',
      time: '4:30 PM today',
      verdict: 'Running late by 40 minutes',
      note: 'Your advisor will send you a new time.',
      tone: 'late',
    });
  });

  it('leaves out what it does not know: no plate yet, the booking unread, a check-in by nobody named', () => {
    const card = trackingCard(
      {
        ...FACTS,
        timeline: [{ by: null }],
        appointment: { ...FACTS.appointment!, vehicle_details: { ...FACTS.appointment!.vehicle_details, registration_number: null } },
      },
      NOW,
    );
    expect([card.car, card.advisor]).toEqual([{ name: 'Maruti Suzuki Swift VXi', plate: null }, null]);
    const unread = trackingCard({ ...FACTS, appointment: null }, NOW);
    expect([unread.car, unread.centre]).toEqual([null, null]);
  });

  it('has no promise line while the estimate waits for the customer', () => {
    expect(trackingCard({ ...FACTS, stage: 'ESTIMATE_APPROVAL_PENDING', promise: null }, NOW).promise).toBeNull();
  });
});
