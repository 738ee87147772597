import { describe, expect, it } from 'vitest';
import { requireAccess, requireSession, requireSignedIn } from '@/contracts/access';
import { canChangeAddress } from '@/backend/customers/permissions';
import { AppError } from '@/contracts/errors';
import type { Actor } from '@/contracts/actor';

const ID = '0b7e1c5a-2f4d-4e6b-9a8c-1d2e3f4a5b6c';
const SESSION = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const visitor: Actor = { kind: 'anonymous' };
const customer: Actor = { kind: 'customer', id: ID, sessionId: SESSION };
const advisor: Actor = { kind: 'advisor', id: ID, garageIds: [] };
const admin: Actor = { kind: 'admin', id: ID };

const refusal = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof AppError ? [error.code, error.status, error.message] : error;
  }
};

describe('who may call what (the backend’s permission checks)', () => {
  it('requireSignedIn: 401 for a visitor; anyone signed in passes through as they are', () => {
    expect(refusal(() => requireSignedIn(visitor))).toEqual(['UNAUTHORIZED', 401, 'Sign in to continue']);
    expect(requireSignedIn(customer)).toBe(customer);
    expect(requireSignedIn(admin)).toBe(admin);
  });

  it('requireSession: a signed-in actor without the session it came with is refused too', () => {
    expect(refusal(() => requireSession(visitor))).toEqual(['UNAUTHORIZED', 401, 'Sign in to continue']);
    expect(refusal(() => requireSession(advisor))).toEqual(['UNAUTHORIZED', 401, 'Sign in to continue']);
    expect(requireSession(customer).sessionId).toBe(SESSION);
  });

  it('requireAccess: public and internal for all; signed-in and owner for the signed in; staff not for customers', () => {
    for (const actor of [visitor, customer, advisor, admin]) {
      expect(refusal(() => requireAccess('public', actor))).toBeNull();
      expect(refusal(() => requireAccess('internal', actor))).toBeNull();
    }
    for (const access of ['signed-in', 'owner', 'staff'] as const)
      expect(refusal(() => requireAccess(access, visitor))).toEqual(['UNAUTHORIZED', 401, 'Sign in to continue']);
    expect(refusal(() => requireAccess('signed-in', customer))).toBeNull();
    expect(refusal(() => requireAccess('owner', customer))).toBeNull();
    expect(refusal(() => requireAccess('staff', customer))).toEqual(['FORBIDDEN', 403, 'This is for garage staff']);
    expect(refusal(() => requireAccess('staff', advisor))).toBeNull();
    expect(refusal(() => requireAccess('staff', admin))).toBeNull();
  });

  it('canChangeAddress: its own customer only, never staff with the same id', () => {
    expect(canChangeAddress(customer, { userId: ID })).toBe(true);
    expect(canChangeAddress(customer, { userId: SESSION })).toBe(false);
    expect(canChangeAddress(advisor, { userId: ID })).toBe(false);
    expect(canChangeAddress(admin, { userId: ID })).toBe(false);
    expect(canChangeAddress(visitor, { userId: ID })).toBe(false);
  });
});
