// The rules of signing in with a one-time code (OWASP ASVS 5.0 §6.5/6.6): how long a code lives,
// how many wrong tries it takes, and how a phone number is shown where others may read it.

/** A code is valid for 5 minutes from the moment it was made. */
export const CODE_TTL_SECONDS = 300;
/** The third wrong try voids the code. */
export const MAX_WRONG_TRIES = 3;
/** Codes are six decimal digits. */
export const CODE_DIGITS = 6;

export type AttemptState = 'open' | 'used' | 'void' | 'expired';

export interface AttemptFacts {
  expiresAt: Date;
  usedAt: Date | null;
  voidedAt: Date | null;
  wrongTries: number;
}

/** Whether a sign-in attempt still takes a code: not used, not void, not past its expiry (the expiry instant itself is past). */
export function attemptState(attempt: AttemptFacts, now: Date): AttemptState {
  if (attempt.usedAt) return 'used';
  if (attempt.voidedAt || attempt.wrongTries >= MAX_WRONG_TRIES) return 'void';
  if (now.getTime() >= attempt.expiresAt.getTime()) return 'expired';
  return 'open';
}

/** The message after a wrong code, given the wrong tries counted so far (this one included). */
export function wrongCodeMessage(wrongTries: number): string {
  const left = MAX_WRONG_TRIES - wrongTries;
  if (left <= 0) return 'That code was wrong three times and no longer works. Ask for a new code.';
  return left === 1 ? 'That code is not right. 1 try left.' : `That code is not right. ${left} tries left.`;
}

/** A 10-digit mobile number as logs and the demo outbox show it: the first two and last three digits ('98•••••210'). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  if (digits.length < 10) return '•'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'•'.repeat(5)}${digits.slice(7)}`;
}

/** The text of the sign-in SMS (the provider's approved template says the same with the code as its variable). */
export function signInMessage(code: string): string {
  return `${code} is your code to sign in to Service Centre. It is valid for 5 minutes. Do not share it with anyone.`;
}

/** The notice to the old number when an account's number changes (so a take-over does not go unseen). */
export function phoneChangedMessage(newPhone: string, supportPhone: string): string {
  return `The mobile number of your Service Centre account was changed to ${maskPhone(newPhone)}. If this was not you, call ${supportPhone}.`;
}
