import { z } from 'zod';

/**
 * A message's link to where its action is (docs/decisions/042): the booking's page, the car's
 * current screen at the garage (the estimate to approve, the bill to pay), or the car's service
 * reminder (docs/decisions/057). It names the booking,
 * never the person: it opens after sign-in, for whoever may see the booking, and signs nobody in.
 */
export const ACTION_SCREENS = ['booking', 'order', 'reminder'] as const;
export type ActionScreen = (typeof ACTION_SCREENS)[number];

/** 96 random bits, base64url: 16 characters. */
export const ACTION_LINK_TOKEN = /^[A-Za-z0-9_-]{16}$/;
export const ActionLinkTokenSchema = z.object({ token: z.string().regex(ACTION_LINK_TOKEN, 'This link is not valid') });

export const ActionLinkSchema = z.object({
  screen: z.enum(ACTION_SCREENS),
  appointment_id: z.uuid(),
  /** The work order, once the car is checked in (the `order` screen's). */
  order_id: z.uuid().nullable(),
});
export type ActionLink = z.infer<typeof ActionLinkSchema>;
