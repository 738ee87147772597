import type { Db } from '@/backend/platform/db/client';
import type { Actor } from '@/contracts/actor';
import { createTestSession } from './sessions';
import { KUDLU_GATE } from './booking-fixtures';

export const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';

/** Who the workshop suites act as: the car's customer, another customer, an advisor of Kudlu Gate (where fixtures book) and one of Thanisandra. */
export interface WorkshopPeople {
  customer: Actor;
  otherCustomer: Actor;
  advisor: Actor;
  otherAdvisor: Actor;
}

/**
 * Signs the four in, with phone numbers `first` to `first + 3` (each suite its own range), the
 * customer and the Kudlu Gate advisor under the names the suite's texts expect.
 */
export async function workshopPeople(db: Db, first: number, names: { customer: string; advisor: string }): Promise<WorkshopPeople> {
  const phone = (n: number) => String(first + n);
  const customer = (await createTestSession(db, phone(0), { name: names.customer })).userId;
  const otherCustomer = (await createTestSession(db, phone(1), { name: 'Other Customer' })).userId;
  const advisor = (await createTestSession(db, phone(2), { role: 'ADVISOR', name: names.advisor, garageIds: [KUDLU_GATE] })).userId;
  const otherAdvisor = (await createTestSession(db, phone(3), { role: 'ADVISOR', name: 'Other Advisor', garageIds: [THANISANDRA] })).userId;
  return {
    customer: { kind: 'customer', id: customer },
    otherCustomer: { kind: 'customer', id: otherCustomer },
    advisor: { kind: 'advisor', id: advisor, garageIds: [KUDLU_GATE] },
    otherAdvisor: { kind: 'advisor', id: otherAdvisor, garageIds: [THANISANDRA] },
  };
}
