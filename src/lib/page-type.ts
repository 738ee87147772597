// The `page_type` of each page's analytics `page` event, decided on the server from the route so the
// browser's script carries no table (decision 053).
import { BASE_PATH } from '@/lib/paths';

/** Routes whose last part is an id or token: their type is the part before it. */
const DYNAMIC: [RegExp, string][] = [
  [/^\/bookings\/[^/]+\/receipt$/, 'receipt'],
  [/^\/survey\/[^/]+$/, 'survey'],
  [/^\/l\/[^/]+$/, 'short_link'],
  [/^\/garage\/[^/]+$/, 'garage_code'],
  [/^\/dev\/pay\/[^/]+$/, 'sandbox_payment'],
];

/** Fixed names where a path's own words would be ambiguous (two homes, the landing pages). */
const NAMED: Record<string, string> = {
  '': 'index',
  '/ad-services/home': 'service_home',
  '/home': 'tracking_home',
  '/ad-services/car-garage': 'car_garage',
};

/** The page type of a path under the base: a route's own words in snake_case, `garage_landing` for /{city}/{locality}. */
export function pageTypeOf(pathname: string): string {
  const path = (pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname).replace(/\/+$/, '');
  const named = NAMED[path];
  if (named) return named;
  for (const [pattern, type] of DYNAMIC) if (pattern.test(path)) return type;
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 2 && !['ad-services', 'staff', 'dev', 'tracking'].includes(parts[0] as string)) return 'garage_landing';
  return (parts.at(-1) ?? 'index').replaceAll('-', '_');
}
