// How long a signed-in session lives (OWASP ASVS 5.0 §7.3): it ends after a time without use (idle)
// and, however much it is used, at a fixed time after sign-in (absolute).

const HOUR = 3600;
const DAY = 24 * HOUR;

export type SessionKind = 'customer' | 'staff';

export const SESSION_LIFETIMES: Readonly<Record<SessionKind, { idleSeconds: number; absoluteSeconds: number }>> = {
  /** Customers stay signed in on their phone: 30 days without use, 90 days at most. */
  customer: { idleSeconds: 30 * DAY, absoluteSeconds: 90 * DAY },
  /** Staff sign in for a working day: 12 hours without use, 24 hours at most. */
  staff: { idleSeconds: 12 * HOUR, absoluteSeconds: 24 * HOUR },
};

/** A session is used again (and its idle expiry pushed forward) at most once a minute. */
export const TOUCH_EVERY_SECONDS = 60;

const plus = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** The expiries of a session opened now. */
export function newSessionWindow(kind: SessionKind, now: Date): { idleExpiresAt: Date; absoluteExpiresAt: Date } {
  const life = SESSION_LIFETIMES[kind];
  return { idleExpiresAt: plus(now, life.idleSeconds), absoluteExpiresAt: plus(now, life.absoluteSeconds) };
}

export interface SessionFacts {
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  endedAt: Date | null;
  lastSeenAt: Date;
}

/** Live: not ended, and both expiries still ahead (an expiry instant itself is past). */
export function isSessionLive(session: SessionFacts, now: Date): boolean {
  const t = now.getTime();
  return session.endedAt === null && t < session.idleExpiresAt.getTime() && t < session.absoluteExpiresAt.getTime();
}

/** The idle expiry after a use now, or null when the last use is too recent to record another. Never past the absolute expiry. */
export function touchedIdleExpiry(session: SessionFacts, kind: SessionKind, now: Date): Date | null {
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_EVERY_SECONDS * 1000) return null;
  const idle = plus(now, SESSION_LIFETIMES[kind].idleSeconds);
  return idle.getTime() < session.absoluteExpiresAt.getTime() ? idle : session.absoluteExpiresAt;
}
