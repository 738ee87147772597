/** Everything the product serves lives under this base path. */
export const BASE_PATH = '/service-centre';

/** An absolute path under the base: withBase('/ad-services/home') → '/service-centre/ad-services/home'. */
export function withBase(path: string): string {
  return `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The public URL of a path under the base: siteUrl('https://x.in/', '/notify-me') → 'https://x.in/service-centre/notify-me'. */
export function siteUrl(origin: string, path: string): string {
  const underBase = path.startsWith(`${BASE_PATH}/`) ? path : withBase(path);
  return `${origin.replace(/\/+$/, '')}${underBase}`;
}

/** A page of the booking flow (spec §2 "Service flow"). */
export function flowPath(route: string): string {
  return withBase(`/ad-services/${route}`);
}

/** The staff area (SPEC-NOTES: advisor console and admin tools): its home, the advisor's console and the insights dashboard. */
export const STAFF_HOME = withBase('/staff');
export const STAFF_CONSOLE = withBase('/staff/console');
export const STAFF_INSIGHTS = withBase('/staff/insights');
export const STAFF_CAMPAIGNS = withBase('/staff/campaigns');

/** Whether a path (query allowed) is a staff page: the staff home or a page under it. */
export function isStaffPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!.replace(/\/$/, '');
  return pathname === STAFF_HOME || pathname.startsWith(`${STAFF_HOME}/`);
}
