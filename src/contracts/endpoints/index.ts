// Every endpoint of the product. API_ENDPOINTS are the browser's, keyed by their path under
// /service-centre/api (an Astro endpoint file of the same path serves each); a path answered with
// more than one method has one key per method, the others written 'METHOD path' ('PATCH
// appointment/{id}'). BACKEND_ENDPOINTS are called only by server-rendered pages and the proxy.
// Both are served by the backend at their `upstream`.
import type { Endpoint, EndpointData, EndpointInput } from './define';
import * as garages from './garages';
import * as vehicles from './vehicles';
import * as pricing from './pricing';
import * as leads from './leads';
import * as system from './system';
import * as accounts from './accounts';
import * as saved from './saved';
import * as booking from './booking';
import * as payments from './payments';
import * as maps from './maps';
import * as workshop from './workshop';
import * as survey from './survey';
import * as analytics from './analytics';
import * as insights from './insights';
import * as reminders from './reminders';
import * as campaigns from './campaigns';

export const API_ENDPOINTS = {
  'vehicle-makes': vehicles.vehicleMakes,
  'vehicle-models': vehicles.vehicleModels,
  'vehicle-search': vehicles.vehicleSearch,
  'get-vehicle-details': vehicles.vehicleDetails,
  'regex-service': vehicles.registrationPattern,
  'vehicle-image': vehicles.vehicleImage,
  'pincode-mapping/{pincode}': garages.pincodeMapping,
  'nearest-garages/{pincode}': garages.nearestCentres,
  'garage-details-from-city/{city}': garages.garagesInCity,
  'garage-details-from-id/{id}': garages.garageDetails,
  'get-nearby-garages': garages.nearbyGarages,
  'get-car-serviceable': garages.carServiceable,
  'service-types': pricing.serviceTypes,
  'package-pricing': pricing.packagePricing,
  'service-pricing': pricing.servicePricing,
  'get-booking-amount': pricing.bookingAmount,
  'notify-me': leads.notifyMe,
  'sign-in/start': accounts.signInStart,
  'sign-in/verify': accounts.signInVerify,
  'sign-out': accounts.signOut,
  'sign-out-everywhere': accounts.signOutEverywhere,
  'get-user-details': accounts.userDetails,
  'change-phone/start': accounts.changePhoneStart,
  'change-phone/verify': accounts.changePhoneVerify,
  'delete-account': accounts.deleteAccount,
  'get-saved-assets': saved.savedAssets,
  'create-vehicle': saved.createVehicle,
  'saved-addresses': saved.savedAddresses,
  'users-address': saved.addAddress,
  'users-address/{id}': saved.removeAddress,
  'get-slots': booking.slots,
  appointment: booking.createAppointment,
  'appointment/{id}': booking.appointment,
  'appointment/{id}/history': booking.appointmentHistory,
  'PATCH appointment/{id}': booking.updateAppointment,
  'DELETE appointment/{id}': booking.cancelAppointment,
  'appointment/{id}/reschedule': booking.rescheduleAppointment,
  'appointment/{id}/payment': booking.startPayment,
  'repeat-appointment': booking.repeatAppointment,
  booking: booking.booking,
  'POST booking': booking.createBooking,
  'schedule-callback': booking.scheduleCallback,
  'payments/callback': payments.paymentCallback,
  'payments/webhook': payments.paymentWebhook,
  'sandbox-gateway/pay': payments.sandboxPay,
  'maps/autocomplete': maps.autocomplete,
  'maps/geocode': maps.geocode,
  'garage-timeline': workshop.checkIn,
  'garage-timeline/{id}': workshop.garageTimeline,
  'POST garage-timeline/{id}': workshop.welcomeViewed,
  'garage-timeline/{id}/stage': workshop.advanceStage,
  'garage-timeline/{id}/lines': workshop.addLine,
  'garage-timeline/{id}/extras': workshop.extras,
  'garage-timeline/{id}/lines/{line_id}/remove': workshop.removeLine,
  'garage-timeline/{id}/final-amount': workshop.finalAmount,
  'garage-timeline/{id}/lines/{line_id}/photos': workshop.addLinePhoto,
  'line-photos/{photo_id}/{size}': workshop.linePhotoFile,
  'garage-timeline/{id}/auto-approval': workshop.autoApproval,
  'garage-timeline/{id}/promise': workshop.stagePromise,
  'garage-timeline/{id}/updates': workshop.postHeartbeat,
  'garage-timeline/{id}/qc': workshop.recordQc,
  'repair-update': workshop.repairUpdate,
  'qc-updates/{id}': workshop.qcUpdates,
  'garage-timeline/{id}/bill/approve': workshop.billApprove,
  'garage-timeline/{id}/bill/pay': workshop.billPay,
  'garage-timeline/{id}/bill/paid': workshop.billPaid,
  'console-appointments': workshop.consoleAppointments,
  'console-appointments/{id}/pickup-started': workshop.pickupStarted,
  'console-appointments/{id}/no-show': workshop.noShow,
  'line-item-status': workshop.lineItemStatus,
  'line-item-approve': workshop.lineItemApprove,
  'create-typeform-link': survey.surveyLink,
  'survey/{token}': survey.answerSurvey,
  'PUT service-reminders': reminders.updateServiceReminder,
  'service-reminders/{id}': reminders.serviceReminder,
  'service-reminders/{id}/preferences': reminders.serviceReminderPreferences,
  health: system.health,
  logger: system.logger,
  'csp-report': system.cspReport,
  'openapi.json': system.openApiDocument,
  'insights/totals': insights.insightsTotals,
  'insights/pages': insights.insightsPages,
  'insights/sources': insights.insightsSources,
  'insights/platforms': insights.insightsPlatforms,
  'insights/landing': insights.insightsLanding,
  'insights/funnel': insights.insightsFunnel,
  'insights/speed': insights.insightsSpeed,
  'qr-campaign': campaigns.qrCampaign,
  'qr-campaign-colors': campaigns.qrCampaignColors,
  'qr-campaign-offer-validation': campaigns.offerValidation,
  'fetch-reward-details': campaigns.fetchRewards,
  'get-reward-details-from-id': campaigns.rewardDetails,
  'extract-reward-details': campaigns.extractReward,
  'staff-campaigns': campaigns.staffCampaigns,
  'POST staff-campaigns': campaigns.createCampaign,
} as const satisfies Record<string, Endpoint>;

export const BACKEND_ENDPOINTS = {
  landingPages: garages.landingPages,
  landingContent: garages.landingContent,
  serviceHome: garages.serviceHome,
  garageCode: garages.garageCode,
  serviceInclusions: pricing.serviceInclusions,
  verifySignIn: accounts.verifySignIn,
  resolveSession: accounts.resolveSession,
  endSession: accounts.endSession,
  endAllSessions: accounts.endAllSessions,
  outboxMessages: accounts.outboxMessages,
  myAppointments: accounts.myAppointments,
  eraseAccount: accounts.eraseAccount,
  latestAppointment: booking.latestAppointment,
  receipt: booking.receipt,
  actionLink: booking.actionLink,
  verifyPaymentCallback: payments.verifyPaymentCallback,
  receivePaymentWebhook: payments.receivePaymentWebhook,
  sandboxOrder: payments.sandboxOrder,
  orderLookup: workshop.orderLookup,
  survey: survey.survey,
  collectedEvents: analytics.collectedEvents,
  rollUpInsights: insights.rollUpNow,
} as const satisfies Record<string, Endpoint>;

/** A key of API_ENDPOINTS: the path, or 'METHOD path' for a path's further methods. */
export type ApiPath = keyof typeof API_ENDPOINTS;
export type ApiInput<P extends ApiPath> = EndpointInput<(typeof API_ENDPOINTS)[P]>;
export type ApiData<P extends ApiPath> = EndpointData<(typeof API_ENDPOINTS)[P]>;
export type ApiMethod<P extends ApiPath> = (typeof API_ENDPOINTS)[P]['method'];

const METHOD_PREFIX = /^(GET|POST|PUT|PATCH|DELETE) /;
/** The URL path (under /service-centre/api) of an API key: 'PATCH appointment/{id}' → 'appointment/{id}'. */
export function apiPathOf(key: string): string {
  return key.replace(METHOD_PREFIX, '');
}

/** Every endpoint the backend serves (each once, however many names it has). */
export function backendEndpoints(): Endpoint[] {
  const all: Endpoint[] = [...Object.values(API_ENDPOINTS), ...Object.values(BACKEND_ENDPOINTS)];
  return [...new Set(all)].filter((e) => e.upstream !== undefined);
}

export {
  garages,
  vehicles,
  pricing,
  leads,
  system,
  accounts,
  saved,
  booking,
  payments,
  maps,
  workshop,
  survey,
  analytics,
  insights,
  reminders,
  campaigns,
};
export * from './define';
