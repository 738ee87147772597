import { and, eq, exists, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { withTransaction } from '../platform/db/transaction';
import { appointments, notifyRequests, outbox, payments, sessions, signInAttempts, users, workOrders } from '../platform/db/schema';
import { AppError } from '@/contracts/errors';
import { signInNeeded } from '@/contracts/access';
import { Payment, Role, Template } from '@/contracts/vocabulary';
import { phoneChangedMessage } from '@/lib/sign-in-rules';
import { enqueueSms } from '../notifications/outbox-service';
import { checkCode, startSignIn, type SignInDeps } from './sign-in-service';
import { findUser, findUserByPhone, type UserRow } from './repository';
import type { SignInStarted } from '@/contracts/accounts';

/** Payments that make an appointment a tax record (an invoice was owed or refunded). */
const INVOICED = [Payment.CONFIRMED, Payment.REFUNDED];

async function customer(db: Db, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw signInNeeded();
  if (user.role !== Role.CUSTOMER) throw new AppError('STAFF_ACCOUNT', 'Staff accounts are changed by an admin');
  return user;
}

/** Sends a code to the new number, unless it is the account's own or another account's. */
export async function startPhoneChange(deps: SignInDeps, userId: string, newPhone: string, now: Date): Promise<SignInStarted> {
  const user = await customer(deps.db, userId);
  if (user.phoneNumber === newPhone) throw new AppError('VALIDATION_FAILED', 'phoneNumber: This is already your number');
  if (await findUserByPhone(deps.db, newPhone)) throw new AppError('PHONE_TAKEN', 'This number belongs to another account. Sign in with it instead, or use another number.');
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
    if (await findUserByPhone(tx, newPhone)) throw new AppError('PHONE_TAKEN', 'This number belongs to another account. Sign in with it instead, or use another number.');
    await tx.update(users).set({ phoneNumber: newPhone }).where(eq(users.id, user.id));
    await tx.update(sessions).set({ endedAt: sql`now()` }).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId), isNull(sessions.endedAt)));
    await enqueueSms(tx, { to: user.phoneNumber, template: Template.PHONE_CHANGED, variables: { number: newPhone.slice(-3) }, text: phoneChangedMessage(newPhone, deps.supportPhone) });
    return { phoneNumber: newPhone };
  });
}

/**
 * Deletes a customer's account (India's DPDP Act 2023, section 12; docs/privacy.md): the person, their
 * sessions, addresses, sign-in codes, messages and notify-me requests are erased; appointments are
 * erased unless a payment made them a tax record, in which case they are kept without the person
 * (no name, phone, e-mail or address), as the GST and income-tax laws require.
 */
export async function deleteAccount(db: Db, userId: string, confirmPhone: string): Promise<{ keptForTax: number }> {
  const user = await customer(db, userId);
  if (user.phoneNumber !== confirmPhone) throw new AppError('CONFIRMATION_MISMATCH', 'Type your own mobile number to confirm');
  return withTransaction(db, async (tx) => {
    const invoiced = exists(tx.select({ one: sql`1` }).from(payments).where(and(eq(payments.appointmentId, appointments.id), inArray(payments.status, INVOICED))));
    const kept = await tx.update(appointments)
      .set({ userId: null, customerDetails: {}, pickupAddress: null, updatedAt: sql`now()` })
      .where(and(eq(appointments.userId, user.id), invoiced)).returning({ id: appointments.id });
    const erasable = tx.select({ id: appointments.id }).from(appointments)
      .where(and(eq(appointments.userId, user.id), notExists(tx.select({ one: sql`1` }).from(payments).where(and(eq(payments.appointmentId, appointments.id), inArray(payments.status, INVOICED))))));
    await tx.delete(workOrders).where(inArray(workOrders.appointmentId, erasable));
    await tx.delete(payments).where(inArray(payments.appointmentId, erasable));
    await tx.delete(appointments).where(eq(appointments.userId, user.id));
    await tx.delete(notifyRequests).where(eq(notifyRequests.contact, user.phoneNumber));
    await tx.delete(signInAttempts).where(eq(signInAttempts.phoneNumber, user.phoneNumber));
    await tx.delete(outbox).where(eq(outbox.recipient, user.phoneNumber));
    // Sessions, addresses and staff links go with the person (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, user.id));
    return { keptForTax: kept.length };
  });
}
