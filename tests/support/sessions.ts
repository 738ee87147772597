import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/backend/platform/db/client';
import { sessions, staffGarages, users } from '@/backend/platform/db/schema';

export interface TestSession {
  token: string;
  cookie: string;
  userId: string;
  phoneNumber: string;
}

/**
 * A signed-in person without going through a code: the user (created when new) and a live session
 * row written straight into the database, as sign-in would leave them. For tests of what a signed-in
 * person may see, and for load tests (OTP sends are limited per phone, on purpose).
 */
export async function createTestSession(
  db: Db,
  phoneNumber: string,
  options: { role?: 'CUSTOMER' | 'ADVISOR' | 'ADMIN'; name?: string; garageIds?: string[] } = {},
): Promise<TestSession> {
  await db
    .insert(users)
    .values({ phoneNumber, role: options.role ?? 'CUSTOMER', fullName: options.name ?? null })
    .onConflictDoNothing();
  const [user] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  for (const garageId of options.garageIds ?? [])
    await db.insert(staffGarages).values({ userId: user!.id, garageId }).onConflictDoNothing();
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash: createHash('sha256').update(token).digest('base64url'),
    userId: user!.id,
    idleExpiresAt: new Date(now + 3_600_000),
    absoluteExpiresAt: new Date(now + 7_200_000),
  });
  return { token, cookie: `sc_session=${token}`, userId: user!.id, phoneNumber };
}
