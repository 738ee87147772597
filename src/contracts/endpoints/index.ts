// Every endpoint of the product. API_ENDPOINTS are the browser's, keyed by their path under
// /service-centre/api (an Astro endpoint file of the same path serves each); BACKEND_ENDPOINTS
// are called only by server-rendered pages. Both are served by the backend at their `upstream`.
import type { Endpoint, EndpointData, EndpointInput } from './define';
import * as garages from './garages';
import * as vehicles from './vehicles';
import * as pricing from './pricing';
import * as leads from './leads';
import * as system from './system';
import * as accounts from './accounts';
import * as saved from './saved';

export const API_ENDPOINTS = {
  'vehicle-makes': vehicles.vehicleMakes,
  'vehicle-models': vehicles.vehicleModels,
  'vehicle-search': vehicles.vehicleSearch,
  'get-vehicle-details': vehicles.vehicleDetails,
  'regex-service': vehicles.registrationPattern,
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
  health: system.health,
  logger: system.logger,
  'openapi.json': system.openApiDocument,
} as const satisfies Record<string, Endpoint>;

export const BACKEND_ENDPOINTS = {
  landingPages: garages.landingPages,
  landingContent: garages.landingContent,
  garageCode: garages.garageCode,
  serviceInclusions: pricing.serviceInclusions,
  verifySignIn: accounts.verifySignIn,
  resolveSession: accounts.resolveSession,
  endSession: accounts.endSession,
  endAllSessions: accounts.endAllSessions,
  outboxMessages: accounts.outboxMessages,
  myAppointments: accounts.myAppointments,
  eraseAccount: accounts.eraseAccount,
} as const satisfies Record<string, Endpoint>;

export type ApiPath = keyof typeof API_ENDPOINTS;
export type ApiInput<P extends ApiPath> = EndpointInput<(typeof API_ENDPOINTS)[P]>;
export type ApiData<P extends ApiPath> = EndpointData<(typeof API_ENDPOINTS)[P]>;
export type ApiMethod<P extends ApiPath> = (typeof API_ENDPOINTS)[P]['method'];

/** Every endpoint the backend serves (each once, however many names it has). */
export function backendEndpoints(): Endpoint[] {
  const all: Endpoint[] = [...Object.values(API_ENDPOINTS), ...Object.values(BACKEND_ENDPOINTS)];
  return [...new Set(all)].filter((e) => e.upstream !== undefined);
}

export { garages, vehicles, pricing, leads, system, accounts, saved };
export * from './define';
