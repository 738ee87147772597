import type { Db } from '../platform/db/client';
import { withTransaction } from '../platform/db/transaction';
import { AppError } from '@/contracts/errors';
import { signInNeeded } from '@/contracts/access';
import { Role, Template } from '@/contracts/vocabulary';
import type { SignInStarted } from '@/contracts/accounts';
import { phoneChangedMessage } from '@/lib/sign-in-rules';
import { enqueueSms } from '../notifications/outbox-service';
import { cancelAllOf } from '../appointments/cancel-service';
import type { Jobs } from '../platform/jobs';
import { checkCode, startSignIn, type SignInDeps } from './sign-in-service';
import { endSessionsOf, eraseUser, findUser, findUserByPhone, setPhoneNumber, type UserRow } from './repository';

async function customer(db: Db, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw signInNeeded();
  if (user.role !== Role.CUSTOMER) throw new AppError('STAFF_ACCOUNT', 'Staff accounts are changed by an admin');
  return user;
}

/** 409 when another account has the number. */
async function refuseTaken(db: Db, phone: string): Promise<void> {
  if (await findUserByPhone(db, phone)) throw new AppError('PHONE_TAKEN', 'This number belongs to another account. Sign in with it instead, or use another number.');
}

/** Sends a code to the new number, unless it is the account's own or another account's. */
export async function startPhoneChange(deps: SignInDeps, userId: string, newPhone: string, now: Date): Promise<SignInStarted> {
  const user = await customer(deps.db, userId);
  if (user.phoneNumber === newPhone) throw new AppError('VALIDATION_FAILED', 'phoneNumber: This is already your number');
  await refuseTaken(deps.db, newPhone);
  return startSignIn(deps, newPhone, now);
}

/**
 * A right code for the new number moves the account to it: every other session ends, and the old
 * number is told (through the outbox), so a change made by someone else does not go unseen.
 */
export async function verifyPhoneChange(deps: SignInDeps & { supportPhone: string }, userId: string, sessionId: string, input: { attemptId: string; code: string }, now: Date): Promise<{ phoneNumber: string }> {
  const user = await customer(deps.db, userId);
  const newPhone = await checkCode(deps, input, now);
  return withTransaction(deps.db, async (tx) => {
    await refuseTaken(tx, newPhone);
    await setPhoneNumber(tx, user.id, newPhone);
    await endSessionsOf(tx, user.id, sessionId);
    await enqueueSms(tx, { to: user.phoneNumber, template: Template.PHONE_CHANGED, variables: { number: newPhone.slice(-3) }, text: phoneChangedMessage(newPhone, deps.supportPhone) });
    return { phoneNumber: newPhone };
  });
}

/**
 * Deletes a customer's account (India's DPDP Act 2023, section 12; docs/privacy.md), confirmed by
 * typing its own number: the person and what is theirs are erased at once; appointments a payment
 * made a tax record are kept without the person, as the GST and income-tax laws require.
 */
export async function deleteAccount(deps: { db: Db; jobs: Jobs; clock: () => Date }, userId: string, confirmPhone: string): Promise<{ keptForTax: number }> {
  const user = await customer(deps.db, userId);
  if (user.phoneNumber !== confirmPhone) throw new AppError('CONFIRMATION_MISMATCH', 'Type your own mobile number to confirm');
  return {
    keptForTax: await withTransaction(deps.db, async (tx) => {
      await cancelAllOf(deps, tx, user.id, deps.clock());
      return eraseUser(tx, user);
    }),
  };
}
