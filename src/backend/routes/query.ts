import type { z } from 'zod';
import { parseInput } from '@/lib/validation';

/** The request's query parameters parsed by a schema (400 with a readable message otherwise). */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseInput(schema, Object.fromEntries(new URL(request.url).searchParams));
}
