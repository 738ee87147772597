import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { Cover, Policy, Role } from '@/contracts/vocabulary';

/** Demo people (README "Demo data"): a policy holder, two advisors of the Kudlu Gate centre (its two tablets) and an admin. */
export const DEMO_PEOPLE = {
  policyHolder: { phoneNumber: '9876543210', name: 'Asha Rao', email: 'asha.rao@example.in', policyNumber: 'SC-MOTOR-000101' },
  advisor: { phoneNumber: '9000000001', name: 'Ravi Kumar', garageCode: 'KDG' },
  secondAdvisor: { phoneNumber: '9000000003', name: 'Kavya Nair', garageCode: 'KDG' },
  admin: { phoneNumber: '9000000002', name: 'Meera Iyer' },
} as const;

/** Adds the demo people once; a later start changes nothing (staff edited with `npm run staff` stay as edited). */
export async function seedDemoPeople(db: Db): Promise<void> {
  const { policyHolder, advisor, secondAdvisor, admin } = DEMO_PEOPLE;
  await db
    .insert(t.policies)
    .values({
      policyNumber: policyHolder.policyNumber,
      phoneNumber: policyHolder.phoneNumber,
      holderName: policyHolder.name,
      email: policyHolder.email,
      status: Policy.ACTIVE,
      cover: Cover.COMPREHENSIVE,
      expiresOn: '2027-03-31',
    })
    .onConflictDoNothing();
  for (const person of [advisor, secondAdvisor]) {
    const [garage] = await db.select({ id: t.garages.id }).from(t.garages).where(eq(t.garages.code, person.garageCode));
    const [advisorRow] = await db
      .insert(t.users)
      .values({ phoneNumber: person.phoneNumber, fullName: person.name, role: Role.ADVISOR })
      .onConflictDoNothing()
      .returning();
    if (advisorRow && garage) await db.insert(t.staffGarages).values({ userId: advisorRow.id, garageId: garage.id });
  }
  await db.insert(t.users).values({ phoneNumber: admin.phoneNumber, fullName: admin.name, role: Role.ADMIN }).onConflictDoNothing();
}
