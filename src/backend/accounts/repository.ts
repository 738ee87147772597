import { and, eq, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { builtOnce } from '../platform/db/built-once';
import {
  callbackRequests,
  idempotencyKeys,
  notifyRequests,
  outbox,
  sessions,
  signInAttempts,
  staffGarages,
  users,
} from '../platform/db/schema';
import type { UserRole } from '@/contracts/vocabulary';

export type UserRow = typeof users.$inferSelect;
export type AttemptRow = typeof signInAttempts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Open attempts of a phone are void once a newer one starts: only the newest code works. */
export async function voidOpenAttempts(db: Db, phoneNumber: string): Promise<void> {
  await db
    .update(signInAttempts)
    .set({ voidedAt: sql`now()` })
    .where(and(eq(signInAttempts.phoneNumber, phoneNumber), isNull(signInAttempts.usedAt), isNull(signInAttempts.voidedAt)));
}

export async function insertAttempt(db: Db, row: typeof signInAttempts.$inferInsert): Promise<void> {
  await db.insert(signInAttempts).values(row);
}

/** The attempt, locked until the transaction ends (two tries of one code are checked one after the other). */
export async function lockAttempt(db: Db, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(signInAttempts).where(eq(signInAttempts.id, id)).for('update');
  return row;
}

export async function recordWrongTry(db: Db, id: string, voided: boolean): Promise<number> {
  const [row] = await db
    .update(signInAttempts)
    .set({ wrongTries: sql`${signInAttempts.wrongTries} + 1`, ...(voided ? { voidedAt: sql`now()` } : {}) })
    .where(eq(signInAttempts.id, id))
    .returning({ wrongTries: signInAttempts.wrongTries });
  return row!.wrongTries;
}

export async function markAttemptUsed(db: Db, id: string): Promise<void> {
  await db.update(signInAttempts).set({ usedAt: sql`now()` }).where(eq(signInAttempts.id, id));
}

/** The person with this phone number, created as a customer on first sign-in. */
export async function findOrCreateUser(db: Db, phoneNumber: string): Promise<UserRow> {
  await db.insert(users).values({ phoneNumber }).onConflictDoNothing({ target: users.phoneNumber });
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  return row!;
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByPhone(db: Db, phoneNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  return row;
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [inserted] = await db.insert(sessions).values(row).returning();
  return inserted!;
}

// Built once: every signed-in request starts with it.
const sessionWithUserQuery = builtOnce('session_with_user', (db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash'))),
);

export async function sessionWithUser(db: Db, tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await sessionWithUserQuery(db, { tokenHash });
  return row;
}

export async function touchSession(db: Db, id: string, idleExpiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()`, idleExpiresAt }).where(eq(sessions.id, id));
}

export async function endSessionRow(db: Db, id: string, userId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every live session of a person, but the one kept (the device that made the change). */
export async function endSessionsOf(db: Db, userId: string, keep?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep === undefined ? undefined : ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function setPhoneNumber(db: Db, userId: string, phoneNumber: string): Promise<void> {
  await db.update(users).set({ phoneNumber }).where(eq(users.id, userId));
}

/**
 * Erases a person and what is theirs (docs/privacy.md), once their appointments are forgotten
 * (deps.forgetCustomer). Sessions, addresses, saved cars and staff links go with the person (ON DELETE CASCADE).
 */
export async function eraseUser(db: Db, user: UserRow): Promise<void> {
  await db.delete(notifyRequests).where(eq(notifyRequests.contact, user.phoneNumber));
  await db.delete(signInAttempts).where(eq(signInAttempts.phoneNumber, user.phoneNumber));
  // Messages to the number, and to garages about it (a call back it asked for).
  await db.delete(outbox).where(or(eq(outbox.recipient, user.phoneNumber), like(outbox.body, `%${user.phoneNumber}%`)));
  await db.delete(idempotencyKeys).where(like(idempotencyKeys.scope, `${user.id}:%`));
  await db.delete(callbackRequests).where(eq(callbackRequests.phoneNumber, user.phoneNumber));
  await db.delete(users).where(eq(users.id, user.id));
}

export async function garageIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ garageId: staffGarages.garageId }).from(staffGarages).where(eq(staffGarages.userId, userId));
  return rows.map((r) => r.garageId).sort();
}

/** Makes a person staff (or changes their role and garages); their sessions end, so the new role applies at the next sign-in. */
export async function setStaff(db: Db, phoneNumber: string, role: UserRole, garageIds: string[], fullName?: string): Promise<UserRow> {
  const user = await findOrCreateUser(db, phoneNumber);
  const [updated] = await db
    .update(users)
    .set({ role, deactivatedAt: null, ...(fullName ? { fullName } : {}) })
    .where(eq(users.id, user.id))
    .returning();
  await db.delete(staffGarages).where(eq(staffGarages.userId, user.id));
  if (garageIds.length > 0) await db.insert(staffGarages).values(garageIds.map((garageId) => ({ userId: user.id, garageId })));
  await endSessionsOf(db, user.id);
  return updated!;
}

export async function deactivateUser(db: Db, phoneNumber: string): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set({ deactivatedAt: sql`now()` }).where(eq(users.phoneNumber, phoneNumber)).returning();
  if (updated) await endSessionsOf(db, updated.id);
  return updated;
}
