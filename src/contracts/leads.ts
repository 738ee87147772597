import { z } from 'zod';
import { normaliseIndianMobile } from './input-rules';
import { CONTACT_KINDS } from './vocabulary';

/**
 * A notify-me request. The contact is normalised to a 10-digit mobile number or a lower-case
 * e-mail address; parsing the normalised request again gives the same request, so the proxy
 * forwards what it parsed.
 */
export const NotifyRequestInputSchema = z.object({
  contact: z.string().trim().min(1, 'Enter a mobile number or an email address').max(254)
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
  city: z.string().trim().min(2, 'Enter your city').max(80),
  source: z.string().trim().max(120).optional(),
});
export type NotifyRequestInput = z.input<typeof NotifyRequestInputSchema>;

export const NotifyRequestSchema = z.object({
  id: z.string(),
  contact: z.string(),
  contactKind: z.enum(CONTACT_KINDS),
  city: z.string(),
  created: z.boolean(),
});
export type NotifyRequest = z.infer<typeof NotifyRequestSchema>;
