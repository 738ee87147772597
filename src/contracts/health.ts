import { z } from 'zod';

/**
 * Up or not, for anyone (a load balancer, a monitor): `status` alone. The details — whether the
 * database answers, which kind, the newest migration — go to staff and to the signed internal API only.
 */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']).optional(),
  databaseKind: z.enum(['pglite', 'postgres']).optional(),
  migration: z.string().nullable().optional(),
});
export type Health = z.infer<typeof HealthSchema>;
