import { describe, expect, it } from 'vitest';
import { linkTarget } from '@/lib/action-links';
import { reminderDateLimits, reminderDateProblem } from '@/lib/service-due';
import { reminderFacts, reminderUpdatedHref, serviceReminderHref } from '@/lib/service-reminder-page';

const ID = '5377662d-058b-4ed6-8550-ebfb0390250c';

describe('the service reminder’s addresses', () => {
  it('the reminder message’s link opens the reminder of the car of its booking', () => {
    expect(linkTarget({ screen: 'reminder', appointment_id: ID, order_id: null })).toBe(
      `/service-centre/service-reminder?appointmentId=${ID}`,
    );
    expect(serviceReminderHref(ID)).toBe(`/service-centre/service-reminder?appointmentId=${ID}`);
    expect(reminderUpdatedHref(ID)).toBe(`/service-centre/service-reminder/updated?appointmentId=${ID}`);
  });
});

describe('the days an owner may move the next service to', () => {
  it('from today to 18 months ahead (the month’s last day when it has no such day)', () => {
    expect(reminderDateLimits('2026-12-01')).toEqual({ earliest: '2026-12-01', latest: '2028-06-01' });
    expect(reminderDateLimits('2026-08-31')).toEqual({ earliest: '2026-08-31', latest: '2028-02-29' });
  });

  it.each([
    ['2026-11-30', 'The next service date cannot be in the past: choose 1st Dec 2026 or later'],
    ['2026-12-01', null],
    ['2028-06-01', null],
    ['2028-06-02', 'The next service date can be at most 18 months ahead: choose 1st Jun 2028 or earlier'],
  ])('%s, on 1 Dec 2026: %s', (day, problem) => expect(reminderDateProblem(day, '2026-12-01')).toBe(problem));
});

describe('what the reminder’s pages show', () => {
  it('the car, the next service and who set it, the last service, the centre and the service', () => {
    expect(
      reminderFacts(
        { next_service_date: '2027-10-29', last_service_date: '2026-11-29', operation_by: 'CUSTOMER' },
        { name: 'Maruti Suzuki Swift', detail: 'Petrol · KA 51 MC 1175' },
        { name: 'Service Centre Kudlu Gate', address: 'Hosur Main Road, Kudlu Gate' },
        'Periodic service: Basic plan',
      ),
    ).toEqual([
      { label: 'Car', value: 'Maruti Suzuki Swift', sub: 'Petrol · KA 51 MC 1175' },
      { label: 'Next service', value: '29th Oct 2027', sub: 'The date you chose' },
      { label: 'Last service', value: '29th Nov 2026' },
      { label: 'Service centre', value: 'Service Centre Kudlu Gate', sub: 'Hosur Main Road, Kudlu Gate' },
      { label: 'Service', value: 'Periodic service: Basic plan' },
    ]);
  });
});
