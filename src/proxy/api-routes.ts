// Which /service-centre/api paths exist and with which methods: read from the endpoint
// declarations, so an unknown path answers the JSON 404 and a wrong method the JSON 405 (with
// Allow) instead of an HTML page.
import { API_ENDPOINTS, apiPathOf, type Endpoint } from '@/contracts/endpoints';
import { withBase } from '@/lib/paths';

const API_PREFIX = withBase('/api/');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ROUTES = (Object.entries(API_ENDPOINTS) as [string, Endpoint][]).map(([key, endpoint]) => ({
  pattern: new RegExp(
    `^${escapeRegExp(API_PREFIX)}${apiPathOf(key)
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('[^/]+')}/?$`,
  ),
  method: endpoint.method,
}));

export const isApiPath = (pathname: string) => pathname.startsWith(API_PREFIX);

/** 'unknown' for a path no endpoint declares; otherwise the methods it answers (HEAD with GET). */
export function apiMethods(pathname: string): 'unknown' | string[] {
  const methods = ROUTES.filter((r) => r.pattern.test(pathname)).map((r) => r.method);
  if (methods.length === 0) return 'unknown';
  return methods.includes('GET') ? [...methods, 'HEAD'] : methods;
}
