// Which of an appointment's events are funnel events the server records (decision 054), and how the
// two new ones read in the booking's history. Every expected value typed out.
import { describe, expect, it } from 'vitest';
import { serverEventsOf } from '@/backend/analytics/server-events';
import type { AppointmentEvent } from '@/backend/appointments';
import { describeEvent } from '@/lib/appointment-history';

const at = new Date('2026-11-28T05:00:00Z');
const event = (type: string, facts: Record<string, unknown>) =>
  ({ id: 'e1', appointmentId: 'a1', type, facts, by: 'gateway', occurredAt: at }) as AppointmentEvent;
const ORDER = '7d0c1c1e-2f7a-4d7e-9a55-6c1f2b1a0001';

describe('the funnel events of an appointment event', () => {
  it('a fee paid with its slot held is the payment and the booking confirmed; paid before a slot, the payment alone', () => {
    expect(
      serverEventsOf(event('paid', { amount_paise: 19_900, slot_date: '2026-11-30', slot_start: '10:00:00', slot_end: '12:00:00' })),
    ).toEqual([
      { name: 'payment_succeeded', properties: { amount_paise: 19_900 } },
      { name: 'booking_confirmed', properties: { slot_date: '2026-11-30' } },
    ]);
    expect(serverEventsOf(event('paid', { amount_paise: 19_900 }))).toEqual([
      { name: 'payment_succeeded', properties: { amount_paise: 19_900 } },
    ]);
  });

  it('a slot booked after paying confirms the booking; moving it to another slot does not confirm it again', () => {
    const slot = { slot_date: '2026-12-01', slot_start: '14:00:00', slot_end: '16:00:00' };
    expect(serverEventsOf(event('slot_booked', slot))).toEqual([{ name: 'booking_confirmed', properties: { slot_date: '2026-12-01' } }]);
    expect(serverEventsOf(event('rescheduled', slot))).toEqual([]);
  });

  it('the estimate approved and the bill paid carry their figures; other events are none', () => {
    expect(serverEventsOf(event('estimate_approved', { order_id: ORDER, approved_paise: 504_900, approved_lines: 2 }))).toEqual([
      { name: 'estimate_approved', properties: { order_id: ORDER, approved_paise: 504_900, approved_lines: 2 } },
    ]);
    expect(serverEventsOf(event('bill_paid', { order_id: ORDER, total_paise: 504_900, due_paise: 485_000, paid_via: 'ONLINE' }))).toEqual([
      { name: 'bill_paid', properties: { order_id: ORDER, amount_paise: 504_900, paid_via: 'ONLINE' } },
    ]);
    for (const type of ['created', 'payment_started', 'payment_failed', 'checked_in', 'delivered', 'cancelled'])
      expect(serverEventsOf(event(type, {}))).toEqual([]);
  });
});

describe('the history lines of the estimate approved and the bill paid', () => {
  it('says what the work approved comes to, and nothing when it comes to nothing', () => {
    expect(describeEvent('estimate_approved', { order_id: ORDER, approved_paise: 225_000, approved_lines: 1 })).toEqual({
      title: 'Estimate approved',
      detail: '₹2,250 of work',
    });
    expect(describeEvent('estimate_approved', { order_id: ORDER, approved_paise: 0, approved_lines: 0 })).toEqual({
      title: 'Estimate approved',
      detail: null,
    });
  });

  it('says how the bill was paid: online, at the counter, or by the booking fee', () => {
    const paid = (paid_via: string) => describeEvent('bill_paid', { order_id: ORDER, total_paise: 504_900, due_paise: 485_000, paid_via });
    expect(paid('ONLINE')).toEqual({ title: 'Bill of ₹5,049 paid', detail: 'Paid online' });
    expect(paid('UPI')).toEqual({ title: 'Bill of ₹5,049 paid', detail: 'Paid at the counter by UPI' });
    expect(paid('CARD')?.detail).toBe('Paid at the counter by card');
    expect(paid('ADVANCE')?.detail).toBe('Covered by the booking fee paid in advance');
    expect(paid('CHEQUE')?.detail).toBeNull();
  });
});
