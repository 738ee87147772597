import { describe, expect, it } from 'vitest';
import { centresLine, staffBadge } from '@/lib/staff-header';

describe("the staff header's centres", () => {
  it("names an advisor's one centre in full", () => {
    expect(centresLine('advisor', ['Service Centre Kudlu Gate'])).toBe('Service Centre Kudlu Gate');
  });

  it('joins several, the shared name said once', () => {
    expect(centresLine('advisor', ['Service Centre Kudlu Gate', 'Service Centre Thanisandra'])).toBe('Kudlu Gate and Thanisandra');
    expect(centresLine('advisor', ['Service Centre Kudlu Gate', 'Service Centre Thanisandra', 'Service Centre Gota'])).toBe(
      'Kudlu Gate, Thanisandra and Gota',
    );
  });

  it('says so when an advisor has no centre, and that an admin has them all', () => {
    expect(centresLine('advisor', [])).toBe('No service centre yet');
    expect(centresLine('admin', [])).toBe('All service centres');
    expect(centresLine('admin', ['Service Centre Kudlu Gate'])).toBe('All service centres');
  });
});

describe("the staff header's name", () => {
  it('is the name on the staff record, or the role when it has none', () => {
    expect(staffBadge('advisor', 'Ravi Kumar', ['Service Centre Kudlu Gate'])).toEqual({
      name: 'Ravi Kumar',
      centres: 'Service Centre Kudlu Gate',
    });
    expect(staffBadge('advisor', '  ', []).name).toBe('Service advisor');
    expect(staffBadge('admin', null, []).name).toBe('Admin');
  });
});
