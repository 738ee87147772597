import { z } from 'zod';
import { GarageDetailsSchema } from './garage';
import { InclusionSchema } from './pricing';

const FromPriceSchema = z.object({ offer_price: z.number(), amount: z.number() }).nullable();

/** A garage landing page's content, as the backend sends it. */
export const LandingContentSchema = z.object({
  garage: GarageDetailsSchema,
  plans_from: z.object({ ESSENTIAL: FromPriceSchema, ENHANCED: FromPriceSchema }),
  inclusions: z.array(InclusionSchema),
});
export type LandingContent = z.infer<typeof LandingContentSchema>;
export const LandingAnswerSchema = z.object({ data: LandingContentSchema });
