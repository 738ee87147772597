import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { isStaff } from '@/contracts/actor';
import { ERROR_PAGE_PATH, signInHref } from '@/lib/error-pages';
import { NOBODY } from '@/proxy/session';
import { isJsonWrite } from '@/proxy/origin-check';
import { crossSite, fromOwnSite, isPersonal, keptPersonal, notJson, visitorOrUnavailable } from '@/proxy/api-request';
import { carryOver } from '@/lib/carry-over';
import { isWebview } from '@/lib/platform';
import { appBarHidden, keptPrivate } from '@/proxy/app-bar';
import { PINCODE_PATTERN } from '@/contracts/input-rules';
import { isIndexablePath } from '@/lib/indexing';
import { flowPath, isStaffPath, withBase } from '@/lib/paths';
import { lookUpNearestCentres, lookUpPincode } from '@/proxy/page-data';
import { apiMethods, isApiPath } from '@/proxy/api-routes';
import { GATEWAY_PATHS } from '@/proxy/payment-gateway';
import { errorJson, json } from '@/proxy/respond';
import { withRequestBudget } from '@/proxy/request-budget';
import { errorBody } from '@/contracts/errors';
import { env } from '@/config/env';
import { MODE_RULES } from '@/config/run-mode';
import { CSP_REPORT_TYPES } from '@/contracts/csp-report';
import { PLATFORM_COOKIE } from '@/runtime/internal-headers';
import { ensureDevBackend } from '@/dev/backend';

const FLOW_PREFIX = withBase('/ad-services/');
/** The simulated providers' pages and calls: served only in a demo, development or test start. */
const DEV_PREFIX = withBase('/dev/');
const DEV_API = new Set([withBase('/api/sandbox-gateway/pay')]);
const CSP_REPORT_PATH = withBase('/api/csp-report');
const BASE_PAGE = 'car-garage';
/** Flow pages that need a garage: with only a pincode they look the garage up (spec §2). */
const NEEDS_GARAGE = new Set([
  'car-garage',
  'home',
  'periodic-service',
  'specific-repair',
  'unknown-issue',
  'car-spa',
  'mmv',
  'service-plans',
  'pricing-plans',
  'location-vehicle-check',
]);

export const onRequest = defineMiddleware(async (context, next) => {
  if (import.meta.env.DEV) await ensureDevBackend();
  const personal = isPersonal(context.cookies);
  // One time budget for everything this request asks of the backend, the session look-up included.
  const response = await withRequestBudget(env().REQUEST_TIMEOUT_MS, () => route(context, next));
  return personal && response ? keptPersonal(response) : response;
});

const route = async (context: APIContext, next: MiddlewareNext): Promise<Response> => {
  const { url, cookies, request } = context;
  const settings = env();
  const header = (name: string) => request.headers.get(name);
  // A production or staging start has no demo door: its /dev pages and sandbox calls do not exist.
  if (!MODE_RULES[settings.APP_ENV].devPages && (url.pathname.startsWith(DEV_PREFIX) || DEV_API.has(url.pathname.replace(/\/$/, '')))) {
    if (isApiPath(url.pathname)) return json(errorBody('NOT_FOUND', `No API at ${url.pathname}`), 404);
    const page = await context.rewrite(withBase('/404'));
    return new Response(page.body, { status: 404, headers: page.headers });
  }
  // The payment gateway's callback and webhooks come cross-site, as forms or raw JSON, without the
  // customer's session: exempt from the origin, JSON and session checks, they are trusted only
  // through their signatures (checked by the backend).
  const gateway = GATEWAY_PATHS.has(url.pathname.replace(/\/$/, ''));

  if (isApiPath(url.pathname)) {
    const methods = apiMethods(url.pathname);
    if (methods === 'unknown') return json(errorBody('NOT_FOUND', `No API at ${url.pathname}`), 404);
    if (!methods.includes(request.method)) {
      const answer = json(errorBody('METHOD_NOT_ALLOWED', `${url.pathname} answers ${methods.join(', ')}`), 405);
      answer.headers.set('allow', methods.join(', '));
      return answer;
    }
    // Browsers send violation reports as application/csp-report: the one other type an API path takes.
    const cspReport =
      url.pathname.replace(/\/$/, '') === CSP_REPORT_PATH &&
      CSP_REPORT_TYPES.has((request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase());
    if (!gateway && !cspReport && !isJsonWrite(request.method, header('content-type'))) return notJson();
  }
  if (!gateway && !fromOwnSite(request.method, header, url.origin)) {
    const body = crossSite();
    return isApiPath(url.pathname)
      ? json(body, 403)
      : new Response(body.error.message, {
          status: 403,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        });
  }

  let visitor = NOBODY;
  try {
    if (!gateway) visitor = await visitorOrUnavailable(cookies);
  } catch (unavailable) {
    if (isApiPath(url.pathname)) return errorJson(unavailable);
    throw unavailable;
  }
  context.locals.actor = visitor.actor;
  context.locals.userName = visitor.userName;
  context.locals.indexable = isIndexablePath(url.pathname);
  // Staff pages refuse visitors (sign in first, then back here) and customers (spec §8's 403 page).
  if (isStaffPath(url.pathname)) {
    if (visitor.actor.kind === 'anonymous') return context.redirect(signInHref(`${url.pathname}${url.search}`), 302);
    if (!isStaff(visitor.actor)) {
      const page = await context.rewrite(`${ERROR_PAGE_PATH}?code=403`);
      return new Response(page.body, { status: 403, headers: page.headers });
    }
  }
  context.locals.webview = isWebview(cookies.get(PLATFORM_COOKIE)?.value);
  if (isApiPath(url.pathname)) return apiNotFoundAsJson(url.pathname, await next());
  context.locals.hideAppBar = appBarHidden(cookies, url, context.locals.webview);
  const drawn = (response: Response) => (context.locals.webview ? keptPrivate(response) : response);
  if (request.method !== 'GET' || !url.pathname.startsWith(FLOW_PREFIX))
    return withRobotsHeader(context.locals.indexable, drawn(await next()));

  const page = url.pathname.slice(FLOW_PREFIX.length).replace(/\/$/, '');
  const garageId = url.searchParams.get('garageId');
  const pincode = url.searchParams.get('pincode');

  // In the app webview, without garage context, the journey starts from the base page. A booking is
  // context too: its pages (the gateway's return to the confirmation, say) name only the appointment.
  const appointmentId = url.searchParams.get('appointmentId');
  if (context.locals.webview && !garageId && !pincode && !appointmentId && page !== BASE_PAGE) {
    return context.redirect(carryOver(url.search, flowPath(BASE_PAGE)), 302);
  }

  // Something that is not a pincode is not "a pincode we don't serve": it is ignored.
  if (pincode && !garageId && NEEDS_GARAGE.has(page) && PINCODE_PATTERN.test(pincode)) {
    const mapping = await lookUpPincode(pincode);
    if (mapping) {
      const target = new URL(url);
      target.searchParams.set('garageId', mapping.garage.id);
      return context.redirect(`${target.pathname}${target.search}`, 302);
    }
    // Not a dead end: the page offers the nearest centres before the notify-me offer.
    context.locals.unserved = { pincode, nearest: await lookUpNearestCentres(pincode) };
  }
  return withRobotsHeader(false, drawn(await next()));
};

/** An API address Astro found no route for (a declared path with a trailing slash, say) answers the JSON 404, not the page. */
function apiNotFoundAsJson(pathname: string, response: Response): Response {
  if (response.status !== 404 || (response.headers.get('content-type') ?? '').includes('json')) return withRobotsHeader(false, response);
  return json(errorBody('NOT_FOUND', `No API at ${pathname}`), 404);
}

/** App pages and API answers tell crawlers not to index them, in the header as well as the page. */
function withRobotsHeader(indexable: boolean, response: Response): Response {
  if (!indexable && !response.headers.has('x-robots-tag')) {
    try {
      response.headers.set('x-robots-tag', 'noindex');
    } catch {
      /* immutable headers (redirects) */
    }
  }
  return response;
}
