// The server's lane for API writes (decision 060): a booking, an address, a callback request… answered
// by the same endpoint code as through Astro (answerEndpoint), after the same checks
// (src/proxy/api-request.ts), without Astro's routing, middleware chain, Request and streamed Response
// around it. Only writes whose Astro page is the plain `proxyEndpoint(key)` and that have no path
// segment take it; everything else, and any address not written exactly as declared, goes to Astro.
import { parseCookie, stringifySetCookie } from 'cookie';
import { API_ENDPOINTS, apiPathOf, type ApiPath, type Endpoint } from '@/contracts/endpoints';
import { env } from '@/config/env';
import { withBase } from '@/lib/paths';
import { parseJsonWithin } from '@/runtime/read-json-body';
import { answerEndpoint, type EndpointCall } from './endpoint';
import { isJsonWrite } from './origin-check';
import { crossSite, fromOwnSite, isPersonal, keptPersonal, notJson, visitorOrUnavailable } from './api-request';
import { errorJson, json } from './respond';
import { withRequestBudget } from './request-budget';
import type { CookieJar, Visitor } from './session';

/**
 * The writes the lane answers. Each one's page under src/pages/api says only
 * `export const <METHOD> = proxyEndpoint('<key>')` (tests/unit/write-lane.test.ts holds the list to the pages).
 */
export const LANE_WRITES = [
  'POST booking',
  'appointment',
  'change-phone/start',
  'change-phone/verify',
  'create-typeform-link',
  'create-vehicle',
  'extract-reward-details',
  'garage-timeline',
  'line-item-approve',
  'line-item-status',
  'notify-me',
  'repeat-appointment',
  'schedule-callback',
  'sign-in/start',
  'POST staff-campaigns',
  'PUT service-reminders',
  'users-address',
] as const satisfies readonly ApiPath[];

const ROUTES = new Map<string, Endpoint>(
  LANE_WRITES.map((key) => {
    const endpoint: Endpoint = API_ENDPOINTS[key];
    return [`${endpoint.method} ${withBase(`/api/${apiPathOf(key)}`)}`, endpoint];
  }),
);

/** The endpoint the lane answers for this method and path, if it takes it. */
export function laneEndpoint(method: string, pathname: string): Endpoint | undefined {
  return ROUTES.get(`${method} ${pathname}`);
}

/** A write as the server has read it: its body is already in hand (within the route's limit). */
export interface WriteRequest {
  method: string;
  search: string;
  header(name: string): string | null;
  body: Uint8Array;
}

/** A write's answer, as the middleware and the endpoint together would give it. */
export async function answerWrite(endpoint: Endpoint, request: WriteRequest): Promise<Response> {
  const cookies = cookieJar(request.header('cookie'));
  const { method, header } = request;
  const response = await withRequestBudget(env().REQUEST_TIMEOUT_MS, async () => {
    if (!isJsonWrite(method, header('content-type'))) return notJson();
    if (!fromOwnSite(method, header, `http://${header('host') ?? 'localhost'}`)) return json(crossSite(), 403);
    let visitor: Visitor;
    try {
      visitor = await visitorOrUnavailable(cookies);
    } catch (unavailable) {
      return errorJson(unavailable);
    }
    const call: EndpointCall = {
      params: {},
      searchParams: new URLSearchParams(request.search),
      header,
      readJson: async (maxBytes) => parseJsonWithin(request.body, maxBytes),
      locals: { actor: visitor.actor, userName: visitor.userName, indexable: false, webview: false, hideAppBar: false },
    };
    return answerEndpoint(endpoint, call);
  });
  for (const cookie of cookies.outgoing) response.headers.append('set-cookie', cookie);
  if (!response.headers.has('x-robots-tag')) response.headers.set('x-robots-tag', 'noindex');
  return isPersonal(cookies) ? keptPersonal(response) : response;
}

/** The request's cookies, read as Astro reads them (values as sent), and the Set-Cookie headers a deletion makes. */
function cookieJar(header: string | null): CookieJar & { outgoing: string[] } {
  const values = header ? parseCookie(header, { decode: (v) => v }) : {};
  const outgoing: string[] = [];
  return {
    outgoing,
    get: (name: string) => {
      const value = values[name];
      return value === undefined ? undefined : ({ value } as ReturnType<CookieJar['get']>);
    },
    delete: (name, options) => {
      // As Astro's AstroCookies.delete writes it: the value 'deleted', expired at the epoch.
      outgoing.push(stringifySetCookie({ ...options, name, value: 'deleted', expires: new Date(0), maxAge: undefined }));
    },
  };
}
