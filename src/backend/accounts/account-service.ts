import { formatMobile } from '@/lib/value-formats';
import type { Db } from '../platform/db/client';
import { isUniqueViolation, withTransaction } from '../platform/db/transaction';
import { AppError } from '@/contracts/errors';
import { signInNeeded } from '@/contracts/access';
import { Role, Template } from '@/contracts/vocabulary';
import type { SignInStarted } from '@/contracts/accounts';
import { phoneChangedMessage } from '@/lib/sign-in-rules';
import { enqueueSms } from '../notifications';
import type { BackendDeps } from '../platform/deps';
import { checkCode, startSignIn, type SignInDeps } from './sign-in-service';
import { endSessionsOf, eraseUser, findUser, findUserByPhone, setPhoneNumber, type UserRow } from './repository';

async function customer(db: Db, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw signInNeeded();
  if (user.role !== Role.CUSTOMER) throw new AppError('STAFF_ACCOUNT', 'Staff accounts are changed by an admin');
  return user;
}

/** Told only to someone who has just proved the number's code: they hold that number, so nothing is revealed. */
const phoneTaken = (phone: string) =>
  new AppError(
    'PHONE_TAKEN',
    `${formatMobile(phone)} already has its own Service Centre account, so your number was not changed. Sign in with that number to use that account, or choose another number.`,
  );

/**
 * Sends a code to the new number, unless it is the account's own. Whether another account has the
 * number makes no difference to anything done or answered here (the code goes to it either way), so
 * the answer cannot be used to learn who has an account; the clash is told at `verifyPhoneChange`,
 * to someone who has proved the number. Limited per account and, through the sign-in's own count,
 * per new number.
 */
export async function startPhoneChange(deps: SignInDeps, userId: string, newPhone: string, now: Date): Promise<SignInStarted> {
  const user = await customer(deps.db, userId);
  if (user.phoneNumber === newPhone) throw new AppError('VALIDATION_FAILED', 'phoneNumber: This is already your number');
  // The sign-in codes' rule (3 in 15 minutes, not scaled), counted under the account's own key.
  const allowed = await deps.limits.consume('change-phone-account', user.id);
  if (!allowed.ok) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many number changes asked for from this account. Try again in ${Math.max(1, Math.ceil(allowed.retryAfterSeconds / 60))} minutes.`,
      { retryAfterSeconds: allowed.retryAfterSeconds },
    );
  }
  return startSignIn(deps, newPhone, now);
}

/**
 * A right code for the new number moves the account to it: every other session ends, and the old
 * number is told (through the outbox), so a change made by someone else does not go unseen. A number
 * that has its own account (found now, or made by a sign-in committed at the same moment) is refused
 * with PHONE_TAKEN, and nothing changes.
 */
export async function verifyPhoneChange(
  deps: SignInDeps & { supportPhone: string },
  userId: string,
  sessionId: string,
  input: { attemptId: string; code: string },
  now: Date,
): Promise<{ phoneNumber: string }> {
  const user = await customer(deps.db, userId);
  const newPhone = await checkCode(deps, input, now);
  try {
    return await withTransaction(deps.db, async (tx) => {
      if (await findUserByPhone(tx, newPhone)) throw phoneTaken(newPhone);
      await setPhoneNumber(tx, user.id, newPhone);
      await endSessionsOf(tx, user.id, sessionId);
      await enqueueSms(tx, {
        to: user.phoneNumber,
        template: Template.PHONE_CHANGED,
        variables: { number: newPhone.slice(-3) },
        text: phoneChangedMessage(newPhone, deps.supportPhone),
      });
      return { phoneNumber: newPhone };
    });
  } catch (error) {
    // Another account took the number between the look-up and the write (a first sign-in with it).
    if (isUniqueViolation(error, 'users_phone_number_unique')) throw phoneTaken(newPhone);
    throw error;
  }
}

/**
 * Deletes a customer's account (India's DPDP Act 2023, section 12; docs/privacy.md), confirmed by
 * typing its own number: the person and what is theirs are erased at once; appointments a payment
 * made a tax record are kept without the person, as the GST and income-tax laws require.
 */
export async function deleteAccount(
  deps: Pick<BackendDeps, 'db' | 'clock' | 'forgetCustomer'>,
  userId: string,
  confirmPhone: string,
): Promise<{ keptForTax: number }> {
  const user = await customer(deps.db, userId);
  if (user.phoneNumber !== confirmPhone) throw new AppError('CONFIRMATION_MISMATCH', 'Type your own mobile number to confirm');
  return {
    keptForTax: await withTransaction(deps.db, async (tx) => {
      const kept = await deps.forgetCustomer(tx, user.id, deps.clock());
      await eraseUser(tx, user);
      return kept;
    }),
  };
}
