// What a tracking page reads before it renders (spec §4 "Timeline fetch"): the order of `?orderId=`,
// for someone who may see it. A visitor is sent to sign in and back; no order id goes to the base
// page; an order that is not the viewer's to the 404 page; a failed fetch ('Failed to fetch garage
// timeline') to the error screen; an answer with no stage to the base page.
import { API_ENDPOINTS, BACKEND_ENDPOINTS } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import type { z } from 'zod';
import type { TimelineSchema } from '@/contracts/workshop';
import { ERROR_PAGE_PATH, signInHref } from '@/lib/error-pages';
import { BASE_PAGE, lookupTarget } from '@/lib/stage-redirect';
import { actorOf } from './actor';
import { fetchData, orNullWhen } from './call-endpoint';

export type Timeline = z.infer<typeof TimelineSchema>;
export type TimelinePage = { kind: 'redirect'; href: string } | { kind: 'ready'; orderId: string; timeline: Timeline };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order id of the address, or (`lookUp`, for /stage-redirect) the customer's newest booking's,
 * by spec §4's order look-up; a look-up that finds no order names the page to go to instead.
 */
export async function loadTimelinePage(url: URL, locals: App.Locals, options: { lookUp?: boolean } = {}): Promise<TimelinePage> {
  const actor = actorOf(locals);
  if (actor.kind === 'anonymous') return { kind: 'redirect', href: signInHref(`${url.pathname}${url.search}`) };
  let orderId = url.searchParams.get('orderId');
  if (!orderId && options.lookUp) {
    // 'Failed to fetch Order ID': the base page.
    const found = await fetchData(BACKEND_ENDPOINTS.orderLookup, {}, { actor }).catch(() => null);
    const target = lookupTarget(found);
    if ('href' in target) return { kind: 'redirect', href: target.href };
    orderId = target.orderId;
  }
  if (!orderId || !UUID.test(orderId)) return { kind: 'redirect', href: BASE_PAGE };
  try {
    const timeline = await orNullWhen(fetchData(API_ENDPOINTS['garage-timeline/{id}'], { id: orderId }, { actor }), 'ORDER_NOT_FOUND');
    if (!timeline) return { kind: 'redirect', href: `${ERROR_PAGE_PATH}?code=404` };
    if (timeline.timeline.length === 0) return { kind: 'redirect', href: BASE_PAGE };
    return { kind: 'ready', orderId, timeline };
  } catch (error) {
    console.warn('Failed to fetch garage timeline', error instanceof AppError ? error.code : error);
    return { kind: 'redirect', href: ERROR_PAGE_PATH };
  }
}
