import { z } from 'zod';
import { defineEndpoint } from './define';
import {
  CitySchema,
  GarageCodeAnswerSchema,
  GarageCodeSchema,
  GarageDetailsSchema,
  GarageIdSchema,
  GarageListSchema,
  LandingPageListSchema,
  NearbyQuerySchema,
  NearestCentresSchema,
  PincodeMappingSchema,
  PincodeSchema,
  ServiceableQuerySchema,
  ServiceableSchema,
  SlugSchema,
} from '../garage';
import { LandingContentSchema } from '../landing';
import { ServiceHomeQuerySchema, ServiceHomeSchema } from '../service-home';

export const pincodeMapping = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/pincode/{pincode}',
  summary: 'The one service centre that serves a pincode',
  params: z.object({ pincode: PincodeSchema }),
  answer: PincodeMappingSchema,
  cache: 600,
});

export const nearestCentres = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/pincode/{pincode}/nearest',
  summary:
    'The nearest service centres to a pincode (at most 3, each within the distance it serves), with distance and whether pick-up and drop reaches it',
  params: z.object({ pincode: PincodeSchema }),
  answer: NearestCentresSchema,
  cache: 600,
});

export const garagesInCity = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/city/{city}',
  summary: 'Service centres in a city (aliases such as Bengaluru are understood)',
  params: z.object({ city: CitySchema }),
  answer: GarageListSchema,
  cache: 600,
});

export const garageDetails = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/{id}',
  summary: "A service centre's full record (kept for spec §9's 10 minutes)",
  params: z.object({ id: GarageIdSchema }),
  answer: GarageDetailsSchema,
  cache: 'garage-data',
});

export const nearbyGarages = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/nearby-garages',
  summary: 'Service centres nearest to a point, within the distance each one serves',
  query: NearbyQuerySchema,
  answer: GarageListSchema,
  cache: 600,
});

export const carServiceable = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/serviceable',
  summary: 'Whether a service centre services a make (spec §5: garage_id and make)',
  query: ServiceableQuerySchema,
  answer: ServiceableSchema,
  cache: 600,
});

export const landingPages = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/landing-pages',
  summary: 'Every garage landing page (sitemap, footers)',
  answer: LandingPageListSchema,
  cache: 'garage-data',
});

export const landingContent = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/landing/{city}/{locality}',
  summary: "A garage landing page's content",
  params: z.object({ city: SlugSchema, locality: SlugSchema }),
  answer: LandingContentSchema,
  cache: 'garage-data',
});

export const serviceHome = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/service-home',
  summary:
    "The service home's figures: the centres' rating, reach and cars serviced, each service type's lowest bookable price (in a city, or at every centre) and the coupons on offer now",
  query: ServiceHomeQuerySchema,
  answer: ServiceHomeSchema,
  cache: 'garage-data',
});

export const garageCode = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/code/{code}',
  summary: 'What a garage code stands for',
  params: z.object({ code: GarageCodeSchema }),
  answer: GarageCodeAnswerSchema,
  cache: 'garage-data',
});
