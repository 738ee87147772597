import { env } from '@/config/env';
import { GarageCodeAnswerSchema, LandingPageListSchema, type GarageCodeAnswer, type LandingPage } from '@/contracts/garage';
import { LandingAnswerSchema, type LandingContent } from '@/contracts/landing';
import { callUpstream } from './upstream';
import { nullWhenMissing, readAnswer } from './garage-api';

/** A landing page's content, or null when no garage has that address. */
export function fetchLandingContent(citySlug: string, localitySlug: string): Promise<LandingContent | null> {
  return nullWhenMissing(callUpstream(`/v1/garage/landing/${encodeURIComponent(citySlug)}/${encodeURIComponent(localitySlug)}`)
    .then((r) => readAnswer(r, LandingAnswerSchema)).then((a) => a.data));
}

let landingPages: { at: number; pages: Promise<LandingPage[]> } | undefined;

/**
 * Every garage landing page. Footers of uncached pages (404s, form answers) ask for this too,
 * so the list is kept for the garage cache lifetime instead of costing a query each time.
 */
export function fetchLandingPages(): Promise<LandingPage[]> {
  // At least a second, so a page and its footer share one look-up even with caching off.
  const lifetime = Math.max(env().GARAGE_CACHE_SECONDS * 1000, 1000);
  if (!landingPages || Date.now() - landingPages.at >= lifetime) {
    const pages = callUpstream('/v1/garage/landing-pages').then((r) => readAnswer(r, LandingPageListSchema)).then((a) => a.data);
    landingPages = { at: Date.now(), pages };
    pages.catch(() => { landingPages = undefined; });
  }
  return landingPages.pages;
}

/** What a garage code stands for, or null for an unknown code. */
export function fetchGarageCode(code: string): Promise<GarageCodeAnswer | null> {
  return nullWhenMissing(callUpstream(`/v1/garage/code/${encodeURIComponent(code)}`).then((r) => readAnswer(r, GarageCodeAnswerSchema)).then((a) => a.data));
}
