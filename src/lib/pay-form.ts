// The details-and-pay form's rules: what the customer must give before paying (name, an optional
// e-mail, the car's registration number when the booking has none), what is sent, and the pay
// button's words. The server checks the same rules again; these only spare a round trip.
import { formatInr } from './money';
import { INVALID_REGISTRATION_MESSAGE, isValidRegistrationNumber, normaliseRegistrationNumber } from './registration';

export interface DetailsDraft {
  fullName: string;
  email: string;
  registration: string;
}
export type DetailsField = keyof DetailsDraft;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export const DETAILS_MESSAGES = {
  fullName: 'Enter your full name',
  fullNameLong: 'Enter at most 80 characters',
  email: 'Enter a valid e-mail address',
  registration: INVALID_REGISTRATION_MESSAGE,
} as const;

/** The same e-mail pattern the server's schema uses (zod's default). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** What is wrong with the typed details, field by field (empty when they can be sent). */
export function detailsErrors(draft: DetailsDraft, needsRegistration: boolean): DetailsErrors {
  const errors: DetailsErrors = {};
  const name = draft.fullName.trim();
  if (name.length > 80) errors.fullName = DETAILS_MESSAGES.fullNameLong;
  else if (name.length < 2 || !/\p{L}/u.test(name) || CONTROL.test(name)) errors.fullName = DETAILS_MESSAGES.fullName;
  const email = draft.email.trim();
  if (email !== '' && (email.length > 120 || !EMAIL.test(email))) errors.email = DETAILS_MESSAGES.email;
  if (needsRegistration && !isValidRegistrationNumber(normaliseRegistrationNumber(draft.registration)))
    errors.registration = DETAILS_MESSAGES.registration;
  return errors;
}

/** The PATCH appointment body for the details: trimmed; the registration number only when the booking has none yet. */
export function detailsPatch(
  draft: DetailsDraft,
  needsRegistration: boolean,
): {
  customer_details: { full_name: string; email_id: string };
  vehicle_details?: { registration_number: string };
} {
  return {
    customer_details: { full_name: draft.fullName.trim(), email_id: draft.email.trim() },
    ...(needsRegistration ? { vehicle_details: { registration_number: normaliseRegistrationNumber(draft.registration) } } : {}),
  };
}

const SERVER_FIELDS: Readonly<Record<string, DetailsField>> = {
  'customer_details.full_name': 'fullName',
  'customer_details.email_id': 'email',
  'vehicle_details.registration_number': 'registration',
  registration_number: 'registration',
};

/**
 * The fields a server's VALIDATION_FAILED message names ('customer_details.email_id: Enter a valid
 * e-mail address; …'), with their sentences; empty when it names none of the form's fields.
 */
export function serverFieldErrors(message: string): DetailsErrors {
  const errors: DetailsErrors = {};
  for (const part of message.split('; ')) {
    const at = part.indexOf(': ');
    const field = at > 0 ? SERVER_FIELDS[part.slice(0, at)] : undefined;
    if (field && !errors[field]) errors[field] = part.slice(at + 2);
  }
  return errors;
}

/** The pay button's words: 'Pay ₹99'; 'Pay the booking fee' until the amount is known; what happens while it works. */
export function payButtonLabel(state: { amountDuePaise: number | null; busy: boolean }): string {
  if (state.busy) return 'Taking you to payment…';
  return state.amountDuePaise === null ? 'Pay the booking fee' : `Pay ${formatInr(state.amountDuePaise)}`;
}

export const COUPON_INPUT_MESSAGES = { empty: 'Enter a coupon code', invalid: 'This coupon is not valid' } as const;

/** A coupon code as typed, made ready to ask about: spaces dropped, upper case; or why it cannot be asked about. */
export function couponCodeOf(input: string): { code: string } | { error: string } {
  const code = input.replace(/\s+/g, '').toUpperCase();
  if (code === '') return { error: COUPON_INPUT_MESSAGES.empty };
  if (code.length > 40 || !/^[A-Z0-9_-]+$/.test(code)) return { error: COUPON_INPUT_MESSAGES.invalid };
  return { code };
}
