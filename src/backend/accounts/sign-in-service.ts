import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../platform/db/client';
import { withTransaction } from '../platform/db/transaction';
import type { RateLimits } from '@/runtime/rate-limit';
import { AppError } from '@/contracts/errors';
import type { NewSession, SignInStarted } from '@/contracts/accounts';
import { Template } from '@/contracts/vocabulary';
import {
  attemptState,
  CODE_DIGITS,
  CODE_TTL_SECONDS,
  MAX_WRONG_TRIES,
  maskPhone,
  signInMessage,
  wrongCodeMessage,
} from '@/lib/sign-in-rules';
import { enqueueSms } from '../notifications';
import { findOrCreateUser, insertAttempt, lockAttempt, markAttemptUsed, recordWrongTry, voidOpenAttempts } from './repository';
import { endSession, openSession } from './session-service';
import { userDetails } from './user-service';
import type { PolicyRegistry } from '../platform/providers/policies';

export interface SignInDeps {
  db: Db;
  limits: RateLimits;
  codeKey: Buffer;
  policies: PolicyRegistry;
}

/** The keyed hash of a code, bound to its attempt: the same code under another attempt hashes differently. */
export function codeHash(key: Buffer, attemptId: string, code: string): string {
  return createHmac('sha256', key).update(`${attemptId}:${code}`).digest('base64url');
}

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * Starts a sign-in: a new code for the phone (earlier open codes become void), its keyed hash
 * stored, the SMS written to the outbox in the same transaction. Whether the phone has an account
 * makes no difference to anything done or answered here.
 */
export async function startSignIn(deps: SignInDeps, phoneNumber: string, now: Date): Promise<SignInStarted> {
  const allowed = await deps.limits.consume('sign-in-phone', phoneNumber);
  if (!allowed.ok) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many codes asked for this number. Try again in ${minutes(allowed.retryAfterSeconds)} minutes.`,
      { retryAfterSeconds: allowed.retryAfterSeconds },
    );
  }
  const attemptId = randomUUID();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
  await withTransaction(deps.db, async (tx) => {
    await voidOpenAttempts(tx, phoneNumber);
    await insertAttempt(tx, { id: attemptId, phoneNumber, codeHash: codeHash(deps.codeKey, attemptId, code), createdAt: now, expiresAt });
    await enqueueSms(tx, {
      to: phoneNumber,
      template: Template.SIGN_IN_CODE,
      variables: { code },
      text: signInMessage(code),
      sensitive: true,
      expiresAt,
    });
  });
  return { attemptId, maskedPhone: maskPhone(phoneNumber), expiresInSeconds: CODE_TTL_SECONDS };
}

type Checked = { ok: true; phoneNumber: string } | { ok: false; error: AppError; phoneNumber?: string };

const NO_LONGER_VALID = () => new AppError('CODE_EXPIRED', 'This code is no longer valid. Ask for a new code.');

/**
 * Checks a code against its attempt and answers the phone number it proves. Right: the attempt is
 * used up. Wrong: the try is counted (the third voids the code) and so is the failure for the phone
 * (ten an hour, then no code is checked until the hour is over).
 */
export async function checkCode(
  deps: Pick<SignInDeps, 'db' | 'limits' | 'codeKey'>,
  input: { attemptId: string; code: string },
  now: Date,
): Promise<string> {
  const checked = await withTransaction(deps.db, async (tx): Promise<Checked> => {
    const attempt = await lockAttempt(tx, input.attemptId);
    if (!attempt) return { ok: false, error: NO_LONGER_VALID() };
    const blocked = await deps.limits.peek('sign-in-failures-phone', attempt.phoneNumber);
    if (!blocked.ok) {
      return {
        ok: false,
        error: new AppError(
          'RATE_LIMITED',
          `Too many wrong codes for this number. Try again in ${minutes(blocked.retryAfterSeconds)} minutes.`,
          { retryAfterSeconds: blocked.retryAfterSeconds },
        ),
      };
    }
    if (attemptState(attempt, now) !== 'open') return { ok: false, error: NO_LONGER_VALID() };
    const expected = Buffer.from(attempt.codeHash);
    const given = Buffer.from(codeHash(deps.codeKey, attempt.id, input.code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const tries = await recordWrongTry(tx, attempt.id, attempt.wrongTries + 1 >= MAX_WRONG_TRIES);
      return {
        ok: false,
        error: new AppError(tries >= MAX_WRONG_TRIES ? 'CODE_EXPIRED' : 'CODE_INCORRECT', wrongCodeMessage(tries)),
        phoneNumber: attempt.phoneNumber,
      };
    }
    await markAttemptUsed(tx, attempt.id);
    return { ok: true, phoneNumber: attempt.phoneNumber };
  });
  if (!checked.ok) {
    // Counted after the transaction: the wrong try stays recorded even though this call fails.
    if (checked.phoneNumber) await deps.limits.consume('sign-in-failures-phone', checked.phoneNumber);
    throw checked.error;
  }
  return checked.phoneNumber;
}

/**
 * A right code signs the person in: found (or created as a customer) and a session opened,
 * replacing the one the browser came with.
 */
export async function verifySignIn(
  deps: SignInDeps,
  input: { attemptId: string; code: string },
  now: Date,
  replacing?: { sessionId: string; userId: string },
): Promise<NewSession> {
  const phoneNumber = await checkCode(deps, input, now);
  const { user, session } = await withTransaction(deps.db, async (tx) => {
    const person = await findOrCreateUser(tx, phoneNumber);
    if (person.deactivatedAt) throw new AppError('ACCOUNT_DEACTIVATED', 'This account has been deactivated. Ask your garage manager.');
    // Rotated at sign-in: the session the browser came with (if any) ends; the new one has a new token.
    if (replacing) await endSession(tx, replacing.sessionId, replacing.userId);
    return { user: person, session: await openSession(tx, person, now) };
  });
  // The insurer's look-up is outside the transaction: it may be another service, and is slow.
  return { token: session.token, maxAgeSeconds: session.maxAgeSeconds, user: await userDetails(deps.policies, user) };
}
