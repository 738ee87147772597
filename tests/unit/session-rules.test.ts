import { describe, expect, it } from 'vitest';
import { isSessionLive, newSessionWindow, SESSION_LIFETIMES, touchedIdleExpiry } from '@/lib/session-rules';

const at = (iso: string) => new Date(iso);

describe('session lifetimes (OWASP ASVS 7.3)', () => {
  it('customers: 30 days idle, 90 days at most; staff: 12 hours idle, 24 hours at most', () => {
    expect(SESSION_LIFETIMES).toEqual({
      customer: { idleSeconds: 2_592_000, absoluteSeconds: 7_776_000 },
      staff: { idleSeconds: 43_200, absoluteSeconds: 86_400 },
    });
  });

  it('a new session ends by those dates', () => {
    expect(newSessionWindow('customer', at('2026-11-23T10:00:00Z'))).toEqual({
      idleExpiresAt: at('2026-12-23T10:00:00Z'),
      absoluteExpiresAt: at('2027-02-21T10:00:00Z'),
    });
    expect(newSessionWindow('staff', at('2026-11-23T10:00:00Z'))).toEqual({
      idleExpiresAt: at('2026-11-23T22:00:00Z'),
      absoluteExpiresAt: at('2026-11-24T10:00:00Z'),
    });
  });
});

describe('isSessionLive', () => {
  const session = {
    idleExpiresAt: at('2026-11-23T22:00:00Z'),
    absoluteExpiresAt: at('2026-11-24T10:00:00Z'),
    endedAt: null,
    lastSeenAt: at('2026-11-23T10:00:00Z'),
  };
  it('is live until the millisecond before either expiry', () => {
    expect(isSessionLive(session, at('2026-11-23T21:59:59.999Z'))).toBe(true);
    expect(isSessionLive(session, at('2026-11-23T22:00:00Z'))).toBe(false);
    const idleLater = { ...session, idleExpiresAt: at('2026-11-25T00:00:00Z') };
    expect(isSessionLive(idleLater, at('2026-11-24T09:59:59.999Z'))).toBe(true);
    expect(isSessionLive(idleLater, at('2026-11-24T10:00:00Z'))).toBe(false);
  });

  it('is dead once ended, whatever the dates', () => {
    expect(isSessionLive({ ...session, endedAt: at('2026-11-23T11:00:00Z') }, at('2026-11-23T12:00:00Z'))).toBe(false);
  });
});

describe('touchedIdleExpiry', () => {
  const session = {
    idleExpiresAt: at('2026-11-23T22:00:00Z'),
    absoluteExpiresAt: at('2026-11-24T10:00:00Z'),
    endedAt: null,
    lastSeenAt: at('2026-11-23T10:00:00Z'),
  };
  it('leaves a session used less than a minute ago alone', () => {
    expect(touchedIdleExpiry(session, 'staff', at('2026-11-23T10:00:59.999Z'))).toBeNull();
  });
  it('moves the idle expiry on from a minute after the last use', () => {
    expect(touchedIdleExpiry(session, 'staff', at('2026-11-23T10:01:00Z'))).toEqual(at('2026-11-23T22:01:00Z'));
    const customer = { ...session, absoluteExpiresAt: at('2027-02-21T10:00:00Z') };
    expect(touchedIdleExpiry(customer, 'customer', at('2026-11-23T10:01:00Z'))).toEqual(at('2026-12-23T10:01:00Z'));
  });
  it('never past the absolute expiry', () => {
    expect(touchedIdleExpiry(session, 'staff', at('2026-11-23T23:00:00Z'))).toEqual(at('2026-11-24T10:00:00Z'));
    expect(touchedIdleExpiry(session, 'staff', at('2026-11-23T21:59:59Z'))).toEqual(at('2026-11-24T09:59:59Z'));
  });
});
