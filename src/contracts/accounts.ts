import { z } from 'zod';
import { ActorSchema } from './actor';
import { normaliseIndianMobile, text } from './input-rules';
import { USER_ROLES, USER_TYPES } from './vocabulary';

/** Spec §1's phone-number entry: an Indian mobile number, with or without +91, kept as 10 digits. */
export const PhoneNumberSchema = text(20, 'phoneNumber')
  .min(1, 'Enter your mobile number')
  .transform((value, ctx) => {
    const phone = normaliseIndianMobile(value);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: 'Enter a valid 10-digit mobile number' });
    return z.NEVER;
  });

export const SignInStartInputSchema = z.object({ phoneNumber: PhoneNumberSchema });

/** A sign-in attempt: the code went to the phone (through the outbox) and is bound to this attempt. */
export const SignInStartedSchema = z.object({
  attemptId: z.uuid(),
  /** The number as shown back: '98•••••210'. */
  maskedPhone: z.string(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int().positive(),
});
export type SignInStarted = z.infer<typeof SignInStartedSchema>;

export const SignInVerifyInputSchema = z.object({
  attemptId: z.uuid('Start again: this sign-in is not known'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

/** Spec §7 get-user-details: the signed-in person, PH when the insurer knows a policy for the phone. */
export const UserDetailsSchema = z.object({
  userName: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  role: z.enum(USER_ROLES),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** What the browser learns from a verified code: who it is now (the session token stays in an HttpOnly cookie). */
export const SignedInSchema = z.object({ user: UserDetailsSchema });

/** The backend's answer to a verified code: the session token for the proxy's cookie, never for the browser. */
export const NewSessionSchema = z.object({
  token: z.string().min(43),
  /** Seconds until the session ends at the latest (the cookie's Max-Age). */
  maxAgeSeconds: z.number().int().positive(),
  user: UserDetailsSchema,
});
export type NewSession = z.infer<typeof NewSessionSchema>;

export const SessionTokenInputSchema = z.object({ token: z.string().min(1).max(200) });

/** A live session: who is asking. */
export const ResolvedSessionSchema = z.object({ actor: ActorSchema, userName: z.string().nullable() });
export type ResolvedSession = z.infer<typeof ResolvedSessionSchema>;

export const SessionsEndedSchema = z.object({ ended: z.number().int().nonnegative() });

/** One message of the notification outbox, as the demo outbox page shows it (phone masked). */
export const OutboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.string(),
  recipient: z.string(),
  template: z.string(),
  body: z.string().nullable(),
  status: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
});
export const OutboxPageSchema = z.object({ provider: z.string(), messages: z.array(OutboxMessageSchema) });
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

export const PhoneChangedSchema = z.object({ phoneNumber: z.string() });
/** Deleting an account is confirmed by typing its own mobile number. */
export const DeleteAccountInputSchema = z.object({ phoneNumber: PhoneNumberSchema });
export const AccountDeletedSchema = z.object({ keptForTax: z.number().int().nonnegative() });
