import { describe, expect, it } from 'vitest';
import { canChangeAppointment, canViewAppointment } from '@/backend/appointments/permissions';
import type { Actor } from '@/contracts/actor';

// Whose appointment it is, as a rule alone (the backend suites see it through the routes): its
// customer sees and changes it; its garage's advisors and admins see it; nobody else does.
const KUDLU = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';
const ASHA = '11111111-1111-4111-8111-111111111111';
const RAVI = '22222222-2222-4222-8222-222222222222';
const booking = { userId: ASHA, garageId: KUDLU };

const asha: Actor = { kind: 'customer', id: ASHA };
const ravi: Actor = { kind: 'customer', id: RAVI };
const kudluAdvisor: Actor = { kind: 'advisor', id: RAVI, garageIds: [THANISANDRA, KUDLU] };
const otherAdvisor: Actor = { kind: 'advisor', id: ASHA, garageIds: [THANISANDRA] };
const admin: Actor = { kind: 'admin', id: RAVI };
const visitor: Actor = { kind: 'anonymous' };

describe('who may see an appointment', () => {
  it('its customer, the advisors of its garage and admins', () => {
    expect([asha, kudluAdvisor, admin].map((a) => canViewAppointment(a, booking))).toEqual([true, true, true]);
  });

  it("not another customer, an advisor of another garage (even one whose id is the customer's) or a visitor", () => {
    expect([ravi, otherAdvisor, visitor].map((a) => canViewAppointment(a, booking))).toEqual([false, false, false]);
  });

  it('no customer at all when the appointment has none', () => {
    expect(canViewAppointment(asha, { userId: null, garageId: KUDLU })).toBe(false);
    expect(canViewAppointment(kudluAdvisor, { userId: null, garageId: KUDLU })).toBe(true);
  });
});

describe('who may change an appointment online', () => {
  it('its customer only', () => {
    expect(canChangeAppointment(asha, booking)).toBe(true);
    expect([ravi, kudluAdvisor, otherAdvisor, admin, visitor].map((a) => canChangeAppointment(a, booking))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('not staff, even for a booking made under their own account', () => {
    expect(canChangeAppointment({ kind: 'advisor', id: ASHA, garageIds: [KUDLU] }, booking)).toBe(false);
    expect(canChangeAppointment({ kind: 'admin', id: ASHA }, booking)).toBe(false);
  });
});
