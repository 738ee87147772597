// Where /stage-redirect sends a customer (spec §4 "Order lookup for the user", "Timeline fetch",
// "Screen per stage"). Pure: the page fetches, this decides.
import type { WorkshopStage } from '@/contracts/vocabulary';
import { flowPath, withBase } from './paths';
import { screenOfStage } from './workshop-stages';

/** The base page of the booking flow. */
export const BASE_PAGE = flowPath('home');

interface Lookup {
  order_id: string | null;
  booking_id: string | null;
  appointment_id: string | null;
}

/** From the order look-up: the order to open, or the page to go to. */
export function lookupTarget(found: Lookup | null): { orderId: string } | { href: string } {
  if (!found) return { href: BASE_PAGE };
  if (found.order_id) return { orderId: found.order_id };
  if (found.booking_id && found.appointment_id)
    return { href: `${flowPath('appointment-confirmation')}?${new URLSearchParams({ appointmentId: found.appointment_id })}` };
  if (found.appointment_id) return { href: `${BASE_PAGE}?${new URLSearchParams({ appointmentId: found.appointment_id })}` };
  return { href: BASE_PAGE };
}

interface Timeline {
  timeline: readonly unknown[];
  latest_stage_details: { stage: WorkshopStage } | null;
  timeline_metadata: { is_welcome_screen_viewed: boolean };
}

/**
 * From the order's timeline: the welcome screen until it was seen, then the screen of the latest
 * stage; the base page when the answer has neither timeline nor latest stage.
 */
export function timelineTarget(orderId: string, t: Timeline | null): string {
  if (!t || (t.timeline.length === 0 && !t.latest_stage_details)) return BASE_PAGE;
  const screen = !t.timeline_metadata.is_welcome_screen_viewed
    ? screenOfStage('WELCOME')
    : t.latest_stage_details
      ? screenOfStage(t.latest_stage_details.stage)
      : '/tracking';
  return `${withBase(screen)}?${new URLSearchParams({ orderId })}`;
}
