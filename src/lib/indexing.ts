import { BASE_PATH } from '@/lib/paths';

/** First path segments (under the base path) of app pages that search engines must not index. */
export const APP_PREFIXES = [
  '/ad-services',
  '/tracking',
  '/job-cards',
  '/estimate-approval',
  '/stage-redirect',
  '/home',
  '/service-estimate',
  '/error',
  '/survey',
  '/qr-campaign',
  '/repeat-booking',
  '/service-reminder',
  '/rewards',
  '/video-offer',
  '/advisor',
  '/admin',
  '/api',
  '/l',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const BASE_SEGMENTS = segmentsOf(BASE_PATH);
const APP_PREFIX_SEGMENTS = APP_PREFIXES.map(segmentsOf);

/**
 * True when a pathname (including the base path) may be indexed: it lies under the base path and does not start
 * with an app prefix, compared whole segment by segment ('/service-centre/homes' is indexable, '/service-centre/home/x' is not).
 * Paths outside the base path are not ours and are not indexable; any '?query' or '#hash' is ignored.
 */
export function isIndexablePath(pathname: string): boolean {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = segmentsOf(path);
  if (!BASE_SEGMENTS.every((segment, i) => segments[i] === segment)) return false;
  const rest = segments.slice(BASE_SEGMENTS.length);
  return !APP_PREFIX_SEGMENTS.some((prefix) => prefix.every((segment, i) => rest[i] === segment));
}
