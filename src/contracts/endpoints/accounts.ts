import { z } from 'zod';
import { defineEndpoint } from './define';
import {
  NewSessionSchema,
  OutboxPageSchema,
  ResolvedSessionSchema,
  SessionsEndedSchema,
  SessionTokenInputSchema,
  SignedInSchema,
  SignInStartedSchema,
  SignInStartInputSchema,
  SignInVerifyInputSchema,
  UserDetailsSchema,
} from '../accounts';
import { AppointmentListSchema } from '../appointments';
import { AccountDeletedSchema, DeleteAccountInputSchema, PhoneChangedSchema } from '../accounts';

// Sign-in with a phone number and a one-time code. The browser's verify and sign-out calls are
// answered by the proxy, which keeps the session token in an HttpOnly cookie; the backend's own
// routes (verifySignIn, endSession…) hand the token to the proxy only.

export const signInStart = defineEndpoint({
  access: 'public',
  method: 'POST',
  upstream: '/v1/garage/users/sign-in',
  summary: 'Sends a 6-digit sign-in code to an Indian mobile number (through the notification outbox)',
  body: SignInStartInputSchema,
  answer: SignInStartedSchema,
  cache: 0,
});

export const signInVerify = defineEndpoint({
  access: 'public',
  method: 'POST',
  summary: 'Checks the code of a sign-in attempt; on success the session cookie is set and the person is answered',
  body: SignInVerifyInputSchema,
  answer: SignedInSchema,
  cache: 0,
});

export const signOut = defineEndpoint({
  access: 'public',
  method: 'POST',
  summary: 'Ends this session on the server and clears its cookie',
  body: z.object({}),
  answer: SessionsEndedSchema,
  cache: 0,
});

export const signOutEverywhere = defineEndpoint({
  access: 'public',
  method: 'POST',
  summary: 'Ends every session of the signed-in person, on every device',
  body: z.object({}),
  answer: SessionsEndedSchema,
  cache: 0,
});

export const userDetails = defineEndpoint({
  access: 'signed-in',
  method: 'GET',
  upstream: '/v1/garage/users/me',
  summary: 'The signed-in person (spec §7 get-user-details): name, phone, e-mail, PH or NPH; 401 when signed out',
  answer: UserDetailsSchema,
  cache: 0,
});

// ── Called by the proxy only ──────────────────────────────────────────────────────────────────────

export const verifySignIn = defineEndpoint({
  access: 'internal',
  method: 'POST',
  upstream: '/v1/garage/users/sign-in/verify',
  summary: 'Checks a sign-in code and opens a session (its token is for the proxy)',
  body: SignInVerifyInputSchema,
  answer: NewSessionSchema,
  cache: 0,
});

export const resolveSession = defineEndpoint({
  access: 'internal',
  method: 'POST',
  upstream: '/v1/garage/users/session',
  summary: 'Who a session token belongs to, when it is live',
  body: SessionTokenInputSchema,
  answer: ResolvedSessionSchema,
  cache: 0,
});

export const endSession = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  upstream: '/v1/garage/users/sessions/end',
  summary: "Ends the caller's session",
  answer: SessionsEndedSchema,
  cache: 0,
});

export const endAllSessions = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  upstream: '/v1/garage/users/sessions/end-all',
  summary: 'Ends every session of the caller',
  answer: SessionsEndedSchema,
  cache: 0,
});

export const outboxMessages = defineEndpoint({
  access: 'internal',
  method: 'GET',
  upstream: '/v1/dev/outbox',
  summary: 'The newest messages of the notification outbox, phone numbers masked (only while the embedded SMS provider is in use)',
  answer: OutboxPageSchema,
  cache: 0,
});

export const myAppointments = defineEndpoint({
  access: 'signed-in',
  method: 'GET',
  upstream: '/v1/garage/users/appointments',
  summary: "The signed-in customer's appointments, newest first (My bookings); 401 when signed out",
  answer: AppointmentListSchema,
  cache: 0,
});

export const changePhoneStart = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  upstream: '/v1/garage/users/me/phone',
  summary:
    "Sends a code to the customer's new mobile number; the answer is the same whether or not another account has the number (that is told only once its code is proven)",
  body: SignInStartInputSchema,
  answer: SignInStartedSchema,
  cache: 0,
});

export const changePhoneVerify = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  upstream: '/v1/garage/users/me/phone/verify',
  summary:
    'A right code moves the account to the new number; other sessions end and the old number is told. 409 PHONE_TAKEN when the number has its own account',
  body: SignInVerifyInputSchema,
  answer: PhoneChangedSchema,
  cache: 0,
});

export const deleteAccount = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  summary:
    "Deletes the customer's account and data (DPDP Act 2023); tax records are kept without the person; the session cookie is cleared",
  body: DeleteAccountInputSchema,
  answer: AccountDeletedSchema,
  cache: 0,
});

export const eraseAccount = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  upstream: '/v1/garage/users/me/delete',
  summary: "Erases the caller's account (docs/privacy.md)",
  body: DeleteAccountInputSchema,
  answer: AccountDeletedSchema,
  cache: 0,
});
