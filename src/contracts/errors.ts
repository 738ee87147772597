// The error catalogue: every code the product answers with, and its HTTP status. Codes name what
// went wrong in the domain; the status is chosen here once, at the edge. The UI maps codes to the
// texts it shows in one place (src/islands/error-texts.ts); nothing branches on a message.
// No dependencies: islands import the types and UNKNOWN_ERROR_MESSAGE from here.

export const ERROR_CATALOGUE = {
  // The request itself.
  VALIDATION_FAILED: { status: 400, about: 'An input failed its schema; the message names the field and the rule.' },
  BAD_REQUEST: { status: 400, about: 'The body is empty or not JSON.' },
  UNAUTHORIZED: { status: 401, about: 'Sign-in is needed.' },
  FORBIDDEN: { status: 403, about: 'Signed in, but this is not yours to see or do.' },
  NOT_FOUND: { status: 404, about: 'No such route.' },
  METHOD_NOT_ALLOWED: { status: 405, about: 'The route exists, not with this method.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, about: 'A state-changing API call whose body is not JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, about: 'The body is larger than the route accepts.' },
  URI_TOO_LONG: { status: 414, about: 'The address is longer than 8 KB.' },
  RATE_LIMITED: { status: 429, about: 'Too many requests; Retry-After says when to try again.' },
  // Garages and places.
  GARAGE_NOT_FOUND: { status: 404, about: 'No active service centre has this id.' },
  GARAGE_CODE_NOT_FOUND: { status: 404, about: 'No active service centre has this garage code.' },
  LANDING_PAGE_NOT_FOUND: { status: 404, about: 'No service centre has this landing page address.' },
  PINCODE_NOT_SERVED: { status: 404, about: 'No service centre serves this pincode yet.' },
  PLACE_NOT_FOUND: { status: 404, about: 'Address search knows no place with this id, or no address at this position.' },
  MAPS_UNAVAILABLE: { status: 503, about: 'The maps service (address search) did not answer; the address can still be typed.' },
  // Vehicles.
  MAKE_NOT_FOUND: { status: 404, about: 'No make in the catalogue has this slug.' },
  MODEL_NOT_FOUND: { status: 404, about: 'No model in the catalogue has this id.' },
  VEHICLE_NOT_FOUND: { status: 404, about: 'The registry does not know this registration number.' },
  REGISTRY_UNAVAILABLE: { status: 503, about: 'The vehicle registry did not answer.' },
  // Prices.
  NOT_SERVICEABLE: { status: 409, about: 'The service centre does not service this make.' },
  NO_PLANS: { status: 404, about: 'The service centre has no periodic plans for this car.' },
  NO_BOOKING_FEE: { status: 404, about: 'The service centre takes no online bookings for this service type.' },
  // Accounts.
  CODE_INCORRECT: { status: 400, about: 'The sign-in code is not the one sent; the message says how many tries are left.' },
  CODE_EXPIRED: {
    status: 400,
    about: 'The sign-in code is used, void after three wrong tries, replaced by a newer one, or older than 5 minutes.',
  },
  ADDRESS_NOT_FOUND: { status: 404, about: 'No saved address of the caller has this id.' },
  PHONE_TAKEN: {
    status: 409,
    about:
      "The new mobile number already belongs to another account: told only once that number's code is proven (change-phone/verify), so the answer to start reveals nothing.",
  },
  CONFIRMATION_MISMATCH: { status: 400, about: "The number typed to confirm is not the account's number." },
  STAFF_ACCOUNT: { status: 403, about: 'Staff accounts are changed by an admin with npm run staff, not from the account page.' },
  ACCOUNT_DEACTIVATED: { status: 403, about: 'This staff account has been deactivated.' },
  // Booking: appointments, slots, payments.
  SLOT_NOT_FOUND: {
    status: 404,
    about: 'No slot of the garage has this id (a day it is closed, past the booking window, or an unknown template).',
  },
  SLOT_FULL: { status: 409, about: 'Every place in the slot is taken or held; choose another slot.' },
  SLOT_UNAVAILABLE: {
    status: 409,
    about: 'The slot is past its booking cut-off, or of another garage or handover type than the appointment.',
  },
  HOLD_EXPIRED: { status: 409, about: 'The slot was held for a short time and has been released; choose a slot again.' },
  APPOINTMENT_NOT_FOUND: { status: 404, about: 'No appointment of the caller has this id.' },
  BOOKING_NOT_FOUND: { status: 404, about: 'No booking of the caller has this id.' },
  ACTIVE_APPOINTMENT_EXISTS: { status: 409, about: 'The car already has an active appointment; `details.appointment_id` names it.' },
  INVALID_TRANSITION: { status: 409, about: 'The appointment is in a status from which this change is not allowed; the message says why.' },
  CANCEL_NOT_ALLOWED: {
    status: 409,
    about:
      'The pick-up is under way or the car is checked in: the garage must be called to cancel. Deleting an account is refused the same way, and while a payment is still being confirmed.',
  },
  DETAILS_REQUIRED: { status: 409, about: "Something the step needs is missing (a pick-up address, the customer's name, a held slot)." },
  PICKUP_NOT_AVAILABLE: { status: 409, about: 'The chosen service centre does not pick up from this pincode.' },
  PAYMENT_NOT_FOUND: { status: 404, about: 'No payment has this order or payment id.' },
  SIGNATURE_INVALID: { status: 400, about: 'A payment callback or webhook whose signature does not verify; nothing changed.' },
  PAYMENT_PROVIDER_FAILED: { status: 502, about: 'The payment gateway did not answer; nothing was charged, try again.' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, about: 'An Idempotency-Key sent again with a different request.' },
  RECEIPT_NOT_FOUND: { status: 404, about: 'The appointment has no paid booking fee, so no receipt.' },
  LINK_NOT_FOUND: {
    status: 404,
    about: "A message's link that names no booking the caller may see (unknown, or someone else's: the same answer).",
  },
  REWARD_REFUSED: {
    status: 409,
    about:
      "A booking's reward_details names no claim of this customer, or a reward that does not fit the booking (its campaign closed, another centre, service type or car, or used by another booking): the message says why (decision 058).",
  },
  REWARD_NOT_FOUND: { status: 404, about: 'No reward of the caller has this id.' },
  ORDER_NOT_FOUND: { status: 404, about: 'No work order the caller may see has this id.' },
  ALREADY_CHECKED_IN: { status: 409, about: 'The car of this appointment is checked in already; `details.order_id` names its work order.' },
  REQUEST_ID_REUSED: { status: 409, about: 'A check-in request_id sent again for another appointment.' },
  EXTRA_NOT_ALLOWED: {
    status: 409,
    about:
      'An extra part would bill work twice: it was booked with the service, the booked plan includes it, or (typed in) the catalogue has it priced for this car.',
  },
  ESTIMATE_LOCKED: {
    status: 409,
    about:
      "The estimate cannot change now: lines are added at the survey, answered while it waits for approval, and an advisor-approved line is not the customer's to change.",
  },
  LINE_NOT_FOUND: { status: 404, about: 'No line of this estimate has this id.' },
  PHOTO_NOT_FOUND: { status: 404, about: 'No estimate photo the caller may see has this id.' },
  BILL_NOT_READY: {
    status: 409,
    about:
      "The bill cannot do this now: it is drawn up at quality check, approved by the customer only when it is over the estimate's variable cost, and paid once issued.",
  },
  STAGE_NOT_ALLOWED: {
    status: 409,
    about: 'The car cannot move from its current workshop stage to the one asked; the message names both.',
  },
  // The satisfaction survey.
  SURVEY_NOT_OPEN: { status: 409, about: 'The satisfaction survey opens once the car is delivered.' },
  SURVEY_NOT_FOUND: { status: 404, about: 'No survey has this link: it was cut short or mistyped.' },
  SURVEY_CLOSED: {
    status: 409,
    about: 'The survey takes no answer now: unanswered 30 days after delivery, or an answer older than 7 days.',
  },
  // Service reminders.
  REMINDER_NOT_FOUND: {
    status: 404,
    about: 'The car of this booking has no service reminder yet (one is made when a service is delivered), or it is not yours.',
  },
  REMINDER_DATE_NOT_ALLOWED: {
    status: 400,
    about: 'The next service date asked for is in the past or more than 18 months ahead; the message names the limit.',
  },
  // The product itself.
  INTERNAL: { status: 500, about: 'A fault of ours; it is logged.' },
  UPSTREAM_FAILED: { status: 502, about: 'The garage backend gave an answer the proxy could not use.' },
  UNAVAILABLE: { status: 503, about: 'The garage backend or its database is not reachable right now.' },
} as const satisfies Record<string, { status: number; about: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface ErrorBody {
  /** `details` only where a code says so (ACTIVE_APPOINTMENT_EXISTS, ALREADY_CHECKED_IN). */
  error: { code: string; message: string; details?: Record<string, string> };
}

/** Spec §8: the text used when an error answer carries no message. */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** A failure the product expects and can explain; anything else is an internal error. */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** When to try again (RATE_LIMITED, UNAVAILABLE): sent as Retry-After. */
  readonly retryAfterSeconds?: number;
  /** Ids the client needs to act on the error (the existing appointment of ACTIVE_APPOINTMENT_EXISTS). */
  readonly details?: Record<string, string>;
  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number; details?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.details !== undefined) this.details = options.details;
  }
  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }
}

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Turns anything thrown into a status and body that are safe to send. */
export function toErrorAnswer(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body = errorBody(error.code, error.message);
    if (error.details) body.error.details = error.details;
    return { status: error.status, body };
  }
  return { status: 500, body: errorBody('INTERNAL', 'Something went wrong') };
}

/** The code of an error body, when it is one of ours. */
export function codeOf(body: unknown): ErrorCode | undefined {
  const code = (body as Partial<ErrorBody> | null)?.error?.code;
  return typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code) ? (code as ErrorCode) : undefined;
}

/** The message of an error body, falling back to the spec's unknown-error text. */
export function messageOf(body: unknown): string {
  const message = (body as Partial<ErrorBody> | null)?.error?.message;
  return typeof message === 'string' && message.length > 0 ? message : UNKNOWN_ERROR_MESSAGE;
}
