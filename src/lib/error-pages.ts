// The error catalogue of spec §8 as pages: which page a status or code shows, its texts, and where
// it leads. Pure: the Astro pages prepare a view from here and only render it.
import { withBase, flowPath, BASE_PATH } from './paths';
import { telHref } from './phone';

export const ERROR_PAGE_KEYS = [
  '422',
  '401',
  '403',
  '404',
  'POLICY_NOT_FOUND',
  'THIRD_PARTY_POLICY',
  'CANCELLED_POLICY',
  'default',
] as const;
export type ErrorPageKey = (typeof ERROR_PAGE_KEYS)[number];

/** Where the 401 page sends the visitor (SPEC-NOTES: full-page sign-in). */
export const SIGN_IN_PATH = withBase('/sign-in');
/** The 403 page's "account screen" (SPEC-NOTES: "My bookings"). */
export const ACCOUNT_PATH = withBase('/bookings');
/** The error catalogue page itself. */
export const ERROR_PAGE_PATH = withBase('/error');
/** How long the 401 and 403 pages show their text before they move on. */
export const REDIRECT_DELAY_MS = 2000;

export interface ErrorLink {
  label: string;
  href: string;
}
export interface ErrorPageView {
  key: ErrorPageKey;
  /** The status shown above the title (the pages of spec §8 that are a status). */
  statusLabel?: string;
  title: string;
  body?: string;
  links: ErrorLink[];
  /** Followed by itself after `afterMs` (the 401 and 403 pages). */
  redirect?: { href: string; afterMs: number };
}

export interface ErrorPageContext {
  /** The support number of THIRD_PARTY_POLICY (SUPPORT_PHONE). */
  supportPhone: string;
  /** A safe path to return to after sign-in (see safeNextPath); anything else is ignored. */
  next?: string;
}

const HOME: ErrorLink = { label: 'Back to home', href: flowPath('home') };

/** Statuses and codes that name a page; other codes of our own catalogue that mean the same thing point to it. */
const KEY_OF: Readonly<Record<string, ErrorPageKey>> = Object.freeze({
  '422': '422',
  '401': '401',
  UNAUTHORIZED: '401',
  '403': '403',
  FORBIDDEN: '403',
  '404': '404',
  NOT_FOUND: '404',
  POLICY_NOT_FOUND: 'POLICY_NOT_FOUND',
  THIRD_PARTY_POLICY: 'THIRD_PARTY_POLICY',
  CANCELLED_POLICY: 'CANCELLED_POLICY',
});

/** The page a status or code shows: an exact, known value, or spec §8's default page. */
export function errorPageKey(code: string | null | undefined): ErrorPageKey {
  if (typeof code !== 'string' || !Object.hasOwn(KEY_OF, code)) return 'default';
  return KEY_OF[code] ?? 'default';
}

/** The sign-in address, with where to return afterwards when it is a safe path. */
export function signInHref(next: string | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${SIGN_IN_PATH}?${new URLSearchParams({ next: safe })}` : SIGN_IN_PATH;
}

/** Spec §8's page for a status or code, with its texts and where it leads. */
export function errorPageView(code: string | null | undefined, context: ErrorPageContext): ErrorPageView {
  const key = errorPageKey(code);
  switch (key) {
    case '422':
      return { key, statusLabel: '422', title: 'Your claim request has already been submitted', links: [HOME] };
    case '401': {
      const href = signInHref(context.next);
      return {
        key,
        statusLabel: '401',
        title: 'Redirecting you to login',
        body: 'Sorry, but you are not authorized to access this page.',
        links: [{ label: 'Log in', href }],
        redirect: { href, afterMs: REDIRECT_DELAY_MS },
      };
    }
    case '403':
      return {
        key,
        statusLabel: '403',
        title: 'Redirecting you to your account screen',
        links: [{ label: 'My bookings', href: ACCOUNT_PATH }],
        redirect: { href: ACCOUNT_PATH, afterMs: REDIRECT_DELAY_MS },
      };
    case '404':
      return { key, statusLabel: '404', title: 'Looks like the page does not exist', links: [HOME] };
    case 'POLICY_NOT_FOUND':
      return { key, title: 'This policy does not exist', body: 'Please enter a valid policy number', links: [HOME] };
    case 'CANCELLED_POLICY':
      return { key, title: 'This policy has been cancelled', body: 'Please enter an active policy number', links: [HOME] };
    case 'THIRD_PARTY_POLICY':
      return {
        key,
        title: 'Register your claim with our support team',
        body: `Claims on a third-party policy are registered by our support team. Please call us on ${context.supportPhone} to register your claim.`,
        links: [{ label: `Call ${context.supportPhone}`, href: telHref(context.supportPhone) }, HOME],
      };
    default:
      return { key: 'default', title: 'Oops! Something went wrong', body: "We're sorry. This usually never happens.", links: [HOME] };
  }
}

const MAX_NEXT_LENGTH = 2048;
const ORIGIN = 'http://next.invalid';
/** Pages that must not be returned to: they would send the visitor round in a circle. */
const NOT_A_DESTINATION = [ERROR_PAGE_PATH, SIGN_IN_PATH];

/**
 * A path of this product to return to, or undefined: only a same-origin path under the base path,
 * written as a path ('/service-centre/…', never '//host', a scheme, a backslash or a control
 * character), after resolving '.' and '..'; the error and sign-in pages themselves are refused.
 * The result is the normalised path and query (a hash is dropped).
 */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NEXT_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  const { pathname } = url;
  if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) return undefined;
  if (NOT_A_DESTINATION.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return undefined;
  return `${pathname}${url.search}`;
}

/**
 * Where the visitor came from: the `next` parameter when there is one (and only if it is a safe
 * path), else the Referer when it is a page of this product on the same origin, else nothing.
 */
export function returnPath(next: string | null | undefined, referer: string | null | undefined, origin: string): string | undefined {
  if (next !== null && next !== undefined) return safeNextPath(next);
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return safeNextPath(`${url.pathname}${url.search}`);
}
