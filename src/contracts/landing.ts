import { z } from 'zod';
import { GarageDetailsSchema } from './garage';
import { InclusionSchema } from './catalogue';
import { Plan } from './vocabulary';
import { FuelIdSchema } from './vehicles';

/** The lowest prices of a plan at a garage, in paise. */
const FromPriceSchema = z.object({ offer_price: z.number().int(), amount: z.number().int() }).nullable();

/**
 * A garage landing page's content, as the backend sends it: the plans' "from" prices and the
 * inclusions are those of one powertrain (`fuel_type`, the most common one) among the makes the
 * garage services.
 */
export const LandingContentSchema = z.object({
  garage: GarageDetailsSchema,
  fuel_type: FuelIdSchema,
  plans_from: z.object({ [Plan.ESSENTIAL]: FromPriceSchema, [Plan.ENHANCED]: FromPriceSchema }),
  inclusions: z.array(InclusionSchema),
});
export type LandingContent = z.infer<typeof LandingContentSchema>;
