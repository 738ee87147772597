import { z } from 'zod';

export const SERVICE_TYPE_IDS = ['periodic_service', 'specific_repair', 'not_sure_about_issue', 'car_spa_and_cleaning'] as const;
export const ServiceTypeIdSchema = z.enum(SERVICE_TYPE_IDS);
export type ServiceTypeId = z.infer<typeof ServiceTypeIdSchema>;

export const ServiceTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  flowTag: z.string(),
  route: z.string(),
  rewardLabel: z.string(),
});
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

export const ServiceTypeListSchema = z.object({ data: z.array(ServiceTypeSchema) });

export const InclusionListSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), in_essential: z.boolean() })) });
