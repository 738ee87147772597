import { z } from 'zod';
import { SlugSchema } from './garage';
import { ServiceKind } from './vocabulary';

/** The service home's one optional filter: the city (its slug) whose centres the "from" prices are for. */
export const ServiceHomeQuerySchema = z.object({ city: SlugSchema.optional() });

/** The centres as a whole, for the trust strip: only figures the data holds (docs/decisions/048). */
export const NetworkFactsSchema = z.object({
  /** Active centres, and the cities they are in. */
  centres: z.number().int(),
  cities: z.number().int(),
  /** The mean of the ratings of the centres that have reviews (out of 5); null when none has. */
  average_rating: z.number().nullable(),
  /** Reviews of the active centres. */
  reviews: z.number().int(),
  /** The parts brands the centres name, those named by most centres first. */
  parts_brands: z.array(z.string()),
  /** Bookings whose car was delivered back after its visit. */
  cars_serviced: z.number().int(),
});
export type NetworkFacts = z.infer<typeof NetworkFactsSchema>;

const FromPriceSchema = z.number().int().nullable();

/** A coupon a visitor can use now, as its own record words it. */
export const CouponOfferSchema = z.object({ code: z.string(), description: z.string() });
export type CouponOffer = z.infer<typeof CouponOfferSchema>;

/**
 * What the service home shows besides the service types: the trust strip's figures, each service
 * type's "from" price in paise (the lowest a customer can book, in the city asked for or at every
 * centre; null where none can be booked) and the coupons on offer now.
 */
export const ServiceHomeSchema = z.object({
  network: NetworkFactsSchema,
  from_prices: z.object({
    [ServiceKind.periodic_service]: FromPriceSchema,
    [ServiceKind.specific_repair]: FromPriceSchema,
    [ServiceKind.not_sure_about_issue]: FromPriceSchema,
    [ServiceKind.car_spa_and_cleaning]: FromPriceSchema,
  }),
  offers: z.array(CouponOfferSchema),
});
export type ServiceHome = z.infer<typeof ServiceHomeSchema>;
