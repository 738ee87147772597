// The demo data, kept as JSON beside this file and checked against the vocabulary on load, so a
// typo in a fuel, body or slot type stops the seed instead of landing in the database.
import { z } from 'zod';
import { BODY_TYPES, CATALOGUE_KINDS, FUEL_TYPES, SERVICE_TYPE_IDS, SLOT_TYPES } from '@/contracts/vocabulary';
import vehiclesJson from './data/vehicles.json' with { type: 'json' };
import knownVehiclesJson from './data/known-vehicles.json' with { type: 'json' };
import catalogueJson from './data/catalogue.json' with { type: 'json' };

const Fuel = z.enum(FUEL_TYPES);
const Body = z.enum(BODY_TYPES);
const Clock = z.string().regex(/^\d{2}:\d{2}$/);
const ByBody = z.object({ HATCHBACK: z.number().int().positive(), SEDAN: z.number().int().positive(), SUV: z.number().int().positive() });

const MakesSchema = z.array(
  z.object({
    name: z.string(),
    slug: z.string(),
    popular: z.boolean(),
    models: z
      .array(
        z.object({ name: z.string(), slug: z.string(), body: Body, variants: z.array(z.object({ name: z.string(), fuel: Fuel })).min(1) }),
      )
      .min(1),
  }),
);

const KnownVehiclesSchema = z.array(
  z.object({
    registrationNumber: z.string(),
    makeSlug: z.string(),
    modelSlug: z.string(),
    variantName: z.string(),
    fuel: Fuel,
    registrationYear: z.number().int(),
    color: z.string(),
  }),
);

const CatalogueSchema = z.object({
  serviceTypes: z.array(
    z.object({
      id: z.enum(SERVICE_TYPE_IDS),
      name: z.string(),
      description: z.string(),
      flowTag: z.string(),
      route: z.string(),
      rewardLabel: z.string(),
    }),
  ),
  /** In display order; `fuels` are the powertrains an inclusion applies to. */
  inclusions: z.array(z.object({ name: z.string(), inEssential: z.boolean(), fuels: z.array(Fuel).min(1) })),
  /** Base prices in rupees for a Bangalore garage; the seed scales them per city and stores paise. */
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(CATALOGUE_KINDS),
      category: z.string(),
      name: z.string(),
      description: z.string(),
      durationHours: z.number().int().positive(),
      prices: ByBody,
      fuels: z.array(Fuel).min(1),
      inspection: z.boolean().optional(),
    }),
  ),
  /** The booking fee of each service type, in paise, for every seeded garage. */
  bookingFeePaise: z.record(z.enum(SERVICE_TYPE_IDS), z.number().int().positive()),
  cityPriceFactor: z.record(z.string(), z.number().positive()),
  slotTemplates: z.array(
    z.object({
      slotType: z.enum(SLOT_TYPES),
      weekdays: z.array(z.number().int().min(0).max(6)),
      start: Clock,
      end: Clock,
      capacity: z.number().int().positive(),
      sameDay: z.boolean(),
    }),
  ),
  garageHours: z.array(z.object({ weekday: z.number().int().min(0).max(6), opensAt: Clock, closesAt: Clock })),
});

export type SeedMake = z.infer<typeof MakesSchema>[number];
export type SeedCatalogueItem = z.infer<typeof CatalogueSchema>['items'][number];

export const VEHICLE_MAKES = MakesSchema.parse(vehiclesJson);
export const KNOWN_VEHICLES = KnownVehiclesSchema.parse(knownVehiclesJson);
export const CATALOGUE = CatalogueSchema.parse(catalogueJson);
