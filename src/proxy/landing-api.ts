import { AppError } from '@/lib/errors';
import { GarageCodeAnswerSchema, LandingPageListSchema, type GarageCodeAnswer, type LandingPage } from '@/contracts/garage';
import { LandingAnswerSchema, type LandingContent } from '@/contracts/landing';
import { callUpstream } from './upstream';
import { readAnswer } from './garage-api';

const notFoundAsNull = (error: unknown) => {
  if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')) return null;
  throw error;
};

/** A landing page's content, or null when no garage has that address. */
export function fetchLandingContent(citySlug: string, localitySlug: string): Promise<LandingContent | null> {
  return callUpstream(`/v1/garage/landing/${encodeURIComponent(citySlug)}/${encodeURIComponent(localitySlug)}`)
    .then((r) => readAnswer(r, LandingAnswerSchema)).then((a) => a.data).catch(notFoundAsNull);
}

export async function fetchLandingPages(): Promise<LandingPage[]> {
  return (await readAnswer(await callUpstream('/v1/garage/landing-pages'), LandingPageListSchema)).data;
}

/** What a garage code stands for, or null for an unknown code. */
export function fetchGarageCode(code: string): Promise<GarageCodeAnswer | null> {
  return callUpstream(`/v1/garage/code/${encodeURIComponent(code)}`).then((r) => readAnswer(r, GarageCodeAnswerSchema)).then((a) => a.data).catch(notFoundAsNull);
}
