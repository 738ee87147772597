import { z } from 'zod';
import { FUEL_TYPES, SERVICE_TYPE_IDS } from './vocabulary';
import { FuelParamSchema } from './vehicles';

export const ServiceTypeIdSchema = z.enum(SERVICE_TYPE_IDS);

export const ServiceTypeSchema = z.object({
  id: ServiceTypeIdSchema,
  name: z.string(),
  description: z.string(),
  flowTag: z.string(),
  route: z.string(),
  rewardLabel: z.string(),
});
export type ServiceType = z.infer<typeof ServiceTypeSchema>;
export const ServiceTypeListSchema = z.array(ServiceTypeSchema);

export const InclusionSchema = z.object({ id: z.number(), name: z.string(), in_essential: z.boolean() });
export type Inclusion = z.infer<typeof InclusionSchema>;
export const InclusionListSchema = z.array(InclusionSchema);

/** A periodic-service inclusion with the powertrains it applies to (the service menu's answer). */
export const MenuInclusionSchema = InclusionSchema.extend({ fuel_types: z.array(z.enum(FUEL_TYPES)) });
export type MenuInclusion = z.infer<typeof MenuInclusionSchema>;
export const MenuInclusionListSchema = z.array(MenuInclusionSchema);

/** The service menu's optional filter: one powertrain's inclusions (ELECTRIC reads as EV). */
export const InclusionsQuerySchema = z.object({ fuel_type: FuelParamSchema.optional() });
