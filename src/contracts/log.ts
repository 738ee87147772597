import { z } from 'zod';
import { text } from './input-rules';

export const LOG_CONTEXT_MAX_KEYS = 20;
const CONTEXT_KEY = /^[A-Za-z0-9_.-]+$/;
const CONTEXT_KEY_MESSAGE = 'context keys are at most 40 letters, digits, _, . or -';

const ContextTextSchema = text(300, 'a context value');
/** A context value: text (checked as text), a number, true, false or null. */
const ContextValueSchema = z
  .union([z.string(), z.number(), z.boolean(), z.null()], { error: 'context values are text, numbers, true, false or null' })
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    const checked = ContextTextSchema.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** What one line may say about its circumstances: flat, at most 20 keys, short values. */
const ContextSchema = z.record(z.string().max(40).regex(CONTEXT_KEY), ContextValueSchema, {
  error: (issue) => (issue.code === 'invalid_key' ? CONTEXT_KEY_MESSAGE : undefined),
});

/**
 * A log line sent by the browser to POST /service-centre/api/logger: the product's own shape and
 * nothing else (unknown fields are refused). A context with too many keys is refused before any
 * of them is read.
 */
export const ClientLogSchema = z
  .object({
    level: z.enum(['debug', 'info', 'warn', 'error']).default('error'),
    message: text(500, 'message', { lines: true }).min(1, 'message is required'),
    /** The page the line is about: a path under /service-centre, with its query if any. */
    page: text(300, 'page')
      .regex(/^\/service-centre(?:[/?#]\S*)?$/, 'page must be a path under /service-centre')
      .optional(),
    context: z
      .unknown()
      .refine(
        (value) => typeof value !== 'object' || value === null || Object.keys(value).length <= LOG_CONTEXT_MAX_KEYS,
        `context has at most ${LOG_CONTEXT_MAX_KEYS} keys`,
      )
      .pipe(ContextSchema)
      .optional()
      .meta({
        description: `A flat object: at most ${LOG_CONTEXT_MAX_KEYS} keys of at most 40 letters, digits, _, . or -; values are text (at most 300 characters), numbers, true, false or null`,
        type: 'object',
        maxProperties: LOG_CONTEXT_MAX_KEYS,
        propertyNames: { type: 'string', maxLength: 40, pattern: CONTEXT_KEY.source },
        additionalProperties: { anyOf: [{ type: 'string', maxLength: 300 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
      }),
  })
  .strict();
export type ClientLog = z.infer<typeof ClientLogSchema>;
