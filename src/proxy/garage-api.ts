import { InclusionListSchema, ServiceTypeListSchema, type ServiceType } from '@/contracts/catalogue';
import { AppError, messageOf } from '@/lib/errors';
import type { z } from 'zod';
import { callUpstream, type CallerContext } from './upstream';

/** Reads a backend answer through its schema; a failed answer becomes an AppError. */
export async function readAnswer<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new AppError(response.status === 404 ? 'NOT_FOUND' : response.status === 400 ? 'VALIDATION_FAILED' : 'UPSTREAM_FAILED', messageOf(body));
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError('UPSTREAM_FAILED', 'API returned non 200 response');
  return parsed.data;
}

/** The answer, or null when the backend says there is no such thing (404) or the key is malformed (400). */
export function nullWhenMissing<T>(work: Promise<T>): Promise<T | null> {
  return work.catch((error: unknown) => {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')) return null;
    throw error;
  });
}

export async function fetchServiceTypes(caller?: CallerContext): Promise<ServiceType[]> {
  const answer = await readAnswer(await callUpstream('/v1/garage/service-types', { caller }), ServiceTypeListSchema);
  return answer.data;
}

export async function fetchInclusions(caller?: CallerContext) {
  return (await readAnswer(await callUpstream('/v1/garage/service-inclusions', { caller }), InclusionListSchema)).data;
}

/** Service type names by id, for summaries; without them a page shows ids rather than failing. */
export async function fetchServiceTypeNames(caller?: CallerContext): Promise<Record<string, string>> {
  const types = await fetchServiceTypes(caller).catch(() => []);
  return Object.fromEntries(types.map((s) => [s.id, s.name]));
}
