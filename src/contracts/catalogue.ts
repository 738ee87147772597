import { z } from 'zod';
import { SERVICE_TYPE_IDS } from './vocabulary';

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
