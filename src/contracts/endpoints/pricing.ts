import { defineEndpoint } from './define';
import { InclusionsQuerySchema, MenuInclusionListSchema, ServiceTypeListSchema } from '../catalogue';
import { BookingAmountQuerySchema, BookingAmountSchema, PackagePricingSchema, PricingQuerySchema, ServicePricingSchema } from '../pricing';

export const serviceTypes = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/service-types',
  summary: 'The service types offered, in display order',
  answer: ServiceTypeListSchema,
  cache: 60,
});

export const serviceInclusions = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/service-inclusions',
  summary:
    "The periodic service's inclusions with the powertrains each applies to, marking those the basic plan leaves out; optionally one powertrain's",
  query: InclusionsQuerySchema,
  answer: MenuInclusionListSchema,
  cache: 600,
});

export const packagePricing = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/pricing/package',
  summary: 'The Basic and Advanced plans for a car at a service centre (paise), with the quote of a chosen plan',
  query: PricingQuerySchema,
  answer: PackagePricingSchema,
  cache: 600,
});

export const servicePricing = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/pricing/service',
  summary: 'Plans, repairs, spa packages and the inspection for a car at a service centre (paise), with the quote of a selection',
  query: PricingQuerySchema,
  answer: ServicePricingSchema,
  cache: 600,
});

export const bookingAmount = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/appointment/booking-amount',
  summary: "The booking fee for a service type at a garage (paise), paid online to confirm a booking; the coupon's outcome",
  query: BookingAmountQuerySchema,
  answer: BookingAmountSchema,
  cache: 0,
});
