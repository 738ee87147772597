import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/client';
import type { Actor } from '@/contracts/actor';
import type { ResolvedSession } from '@/contracts/accounts';
import { Role, type UserRole } from '@/contracts/vocabulary';
import { isSessionLive, newSessionWindow, SESSION_LIFETIMES, touchedIdleExpiry, type SessionKind } from '@/lib/session-rules';
import { endSessionRow, endSessionsOf, garageIdsOf, insertSession, sessionWithUser, touchSession, type UserRow } from './repository';

/** Tokens are 256 random bits (ASVS 7.2.3 asks for at least 128), sent as 43 base64url characters. */
const TOKEN_BYTES = 32;

/** Only this is stored: a database reader cannot sign in with it. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export const sessionKindOf = (role: UserRole): SessionKind => (role === Role.CUSTOMER ? 'customer' : 'staff');

/** Opens a session for a person: a new random token, its hash stored with the idle and absolute expiries. */
export async function openSession(db: Db, user: UserRow, now: Date): Promise<{ token: string; maxAgeSeconds: number; sessionId: string }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const kind = sessionKindOf(user.role);
  const window = newSessionWindow(kind, now);
  const row = await insertSession(db, { tokenHash: tokenHash(token), userId: user.id, ...window, createdAt: now, lastSeenAt: now });
  return { token, maxAgeSeconds: SESSION_LIFETIMES[kind].absoluteSeconds, sessionId: row.id };
}

/** The actor of a user with a session. */
export async function actorOfUser(db: Db, user: UserRow, sessionId?: string): Promise<Actor> {
  const session = sessionId ? { sessionId } : {};
  if (user.role === Role.ADMIN) return { kind: 'admin', id: user.id, ...session };
  if (user.role === Role.ADVISOR) return { kind: 'advisor', id: user.id, garageIds: await garageIdsOf(db, user.id), ...session };
  return { kind: 'customer', id: user.id, ...session };
}

/**
 * Who a token belongs to, or null when no live session has it (unknown, ended, idle too long, past
 * its absolute end, or the person deactivated). A use pushes the idle expiry forward, at most once a minute.
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<ResolvedSession | null> {
  const found = await sessionWithUser(db, tokenHash(token));
  if (!found) return null;
  const { session, user } = found;
  if (user.deactivatedAt || !isSessionLive(session, now)) return null;
  const idle = touchedIdleExpiry(session, sessionKindOf(user.role), now);
  if (idle) await touchSession(db, session.id, idle);
  return { actor: await actorOfUser(db, user, session.id), userName: user.fullName };
}

/** Ends one session of a person (sign-out); answers how many ended (0 or 1). */
export const endSession = (db: Db, sessionId: string, userId: string) => endSessionRow(db, sessionId, userId);

/** Ends every session of a person (sign out everywhere, deactivation, a changed phone number). */
export const endAllSessions = (db: Db, userId: string) => endSessionsOf(db, userId);
