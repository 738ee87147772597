// The booking funnel's steps as the insights dashboard names them, and the page each is taken on
// (STEP_PAGE_TYPES), so a page's real-user speed can be read beside its step's drop-off.
import { BOOKING_FUNNEL, EVENTS, STEP_PAGE_TYPES } from './analytics-events';

export type FunnelStep = (typeof BOOKING_FUNNEL)[number];
/** Each step's name on the dashboard and the page type it is taken on. */
const STEPS: Readonly<Record<FunnelStep, { name: string; pageType: string }>> = {
  [EVENTS.serviceChosen]: { name: 'Service chosen', pageType: STEP_PAGE_TYPES.service },
  [EVENTS.carChosen]: { name: 'Car', pageType: STEP_PAGE_TYPES.car },
  [EVENTS.centreChosen]: { name: 'Centre', pageType: STEP_PAGE_TYPES.centre },
  [EVENTS.planChosen]: { name: 'Plan', pageType: STEP_PAGE_TYPES.plan },
  [EVENTS.handoverChosen]: { name: 'Handover', pageType: STEP_PAGE_TYPES.handover },
  [EVENTS.pickupAddressChosen]: { name: 'Pick-up address', pageType: STEP_PAGE_TYPES.pickupAddress },
  [EVENTS.slotChosen]: { name: 'Slot', pageType: STEP_PAGE_TYPES.slot },
  [EVENTS.detailsEntered]: { name: 'Details', pageType: STEP_PAGE_TYPES.details },
  [EVENTS.paymentSucceeded]: { name: 'Paid', pageType: STEP_PAGE_TYPES.paid },
  [EVENTS.bookingConfirmed]: { name: 'Confirmed', pageType: STEP_PAGE_TYPES.confirmed },
};

const isStep = (step: string): step is FunnelStep => Object.hasOwn(STEPS, step);

/** A step's name as people read it ('Service chosen', 'Pick-up address'); an unknown event stays as sent. */
export function stepName(step: string): string {
  return isStep(step) ? STEPS[step].name : step;
}

/** The page type a step is taken on ('car_chosen' → 'mmv'). */
export function pageTypeOfStep(step: FunnelStep): string {
  return STEPS[step].pageType;
}

/** The funnel step taken on a page type, or undefined for a page outside the funnel. */
export function stepOfPageType(pageType: string): FunnelStep | undefined {
  return BOOKING_FUNNEL.find((step) => pageTypeOfStep(step) === pageType);
}
