// The one catalogue of the analytics events the product sends (decision 053): islands report through
// `track` with these names only, and the dashboard reads the funnel from the order declared here.

/** Every event name the browser sends with `track` (and `page`'s own name). */
export const EVENTS = {
  pageViewed: 'view_page',
  // The choices of the booking journey, in the order of the stepper.
  serviceChosen: 'service_chosen',
  carChosen: 'car_chosen',
  centreChosen: 'centre_chosen',
  planChosen: 'plan_chosen',
  handoverChosen: 'handover_chosen',
  pickupAddressChosen: 'pickup_address_chosen',
  slotChosen: 'slot_chosen',
  detailsEntered: 'details_entered',
  // Sign-in (spec §9's data-layer names for the number and the code, then the account's).
  phoneNumberEntered: 'phone_number_entered',
  otpEntered: 'otp_entered',
  signedIn: 'sign_in_completed',
  // Money and the booking's outcome: the payment captured, the booking confirmed, the estimate
  // approved and the bill paid are recorded by the server (decision 054); a browser's are dropped.
  paymentStarted: 'payment_started',
  paymentSucceeded: 'payment_succeeded',
  paymentFailed: 'payment_failed',
  bookingConfirmed: 'booking_confirmed',
  estimateApproved: 'estimate_approved',
  billPaid: 'bill_paid',
  qrScanned: 'qr_scanned',
  // An error message shown to the customer (its code in the properties).
  errorShown: 'error_shown',
  // Core Web Vitals of a sampled share of page loads.
  webVital: 'web_vital',
} as const;

export type AnalyticsEventName = (typeof EVENTS)[keyof typeof EVENTS];

/** The steps a customer views, each the `page_type` of its page's `page` event (src/lib/page-type.ts). */
export const STEP_PAGE_TYPES = {
  service: 'service_home',
  car: 'mmv',
  centre: 'location_vehicle_check',
  plan: 'pricing_plans',
  handover: 'pickup_drop',
  pickupAddress: 'address_selection',
  slot: 'slot_selection',
  details: 'details_capture',
  paid: 'confirmation_page',
  confirmed: 'appointment_confirmation',
} as const;

/**
 * The booking funnel, in the order a customer walks it: each step counts the visitors who sent its
 * event. Sign-in happens at the handover (the appointment is created for a signed-in customer), so
 * `sign_in_completed` sits beside that step rather than in the line.
 */
export const BOOKING_FUNNEL = [
  EVENTS.serviceChosen,
  EVENTS.carChosen,
  EVENTS.centreChosen,
  EVENTS.planChosen,
  EVENTS.handoverChosen,
  EVENTS.pickupAddressChosen,
  EVENTS.slotChosen,
  EVENTS.detailsEntered,
  EVENTS.paymentSucceeded,
  EVENTS.bookingConfirmed,
] as const satisfies readonly AnalyticsEventName[];

/** Where sign-in happens in the funnel: at the handover, before the appointment exists. */
export const SIGN_IN_STEP = EVENTS.handoverChosen;
