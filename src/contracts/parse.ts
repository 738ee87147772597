import type { z } from 'zod';
import { AppError } from './errors';

/** One readable sentence from a zod failure: "pincode: must be 6 digits; make: is required". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/** Parses input with a schema or throws a VALIDATION_FAILED AppError with a readable message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('VALIDATION_FAILED', describeIssues(result.error));
  return result.data;
}
