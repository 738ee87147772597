import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policies } from '../../db/schema';
import type { PolicyRegistry } from './index';

/** The embedded policy-holder look-up: the policies table (seeded with demo policies). */
export function createDatabasePolicies(db: Db): PolicyRegistry {
  return {
    name: 'database',
    async findByPhone(phoneNumber) {
      const rows = await db.select().from(policies).where(eq(policies.phoneNumber, phoneNumber)).orderBy(desc(policies.expiresOn));
      return rows.map((r) => ({
        policyNumber: r.policyNumber,
        holderName: r.holderName,
        email: r.email,
        status: r.status,
        cover: r.cover,
      }));
    },
  };
}
