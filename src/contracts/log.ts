import { z } from 'zod';

/** A log line sent by the browser to POST /service-centre/api/logger. */
export const ClientLogSchema = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']).default('error'),
  message: z.string().trim().min(1, 'message is required').max(2000),
  context: z.record(z.string(), z.unknown()).optional()
    .refine((c) => c === undefined || JSON.stringify(c).length <= 8000, 'context is too large'),
  page: z.string().max(2000).optional(),
});
export type ClientLog = z.infer<typeof ClientLogSchema>;
