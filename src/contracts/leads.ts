import { z } from 'zod';
import { normaliseIndianMobile, PINCODE_MESSAGE, PINCODE_PATTERN, text } from './input-rules';
import { CONTACT_KINDS } from './vocabulary';

/**
 * A notify-me request. The contact is normalised to a 10-digit mobile number or a lower-case
 * e-mail address; parsing the normalised request again gives the same request, so the proxy
 * forwards what it parsed. A request is kept once per contact and pincode when it names a pincode,
 * otherwise once per contact and city (compared without case, punctuation or extra spaces).
 */
export const NotifyRequestInputSchema = z.object({
  contact: text(254, 'contact')
    .min(1, 'Enter a mobile number or an email address')
    .transform((value, ctx) => {
      if (value.includes('@')) {
        const email = z.email().safeParse(value.toLowerCase());
        if (email.success) return email.data;
        ctx.addIssue({ code: 'custom', message: 'Enter a valid email address' });
        return z.NEVER;
      }
      const phone = normaliseIndianMobile(value);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: 'Enter a valid 10-digit mobile number' });
      return z.NEVER;
    }),
  city: text(80, 'city').min(2, 'Enter your city'),
  /** Where service is wanted, when the visitor arrived with a pincode. */
  pincode: text(6, 'pincode', { tooLong: PINCODE_MESSAGE, notAllowed: PINCODE_MESSAGE }).regex(PINCODE_PATTERN, PINCODE_MESSAGE).optional(),
  /** The page the request was sent from. */
  source: text(120, 'source').optional(),
});
export type NotifyRequestInput = z.input<typeof NotifyRequestInputSchema>;

export const NotifyRequestSchema = z.object({
  id: z.string(),
  contact: z.string(),
  contactKind: z.enum(CONTACT_KINDS),
  city: z.string(),
  pincode: z.string().nullable(),
  created: z.boolean(),
});
export type NotifyRequest = z.infer<typeof NotifyRequestSchema>;
