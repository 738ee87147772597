import type { z } from 'zod';
import { messageOf } from '@/lib/errors';
import { withBase } from '@/lib/paths';
import { ServiceTypeListSchema } from '@/contracts/catalogue';
import { GarageDetailsAnswerSchema, GarageListSchema, PincodeMappingSchema, ServiceableSchema } from '@/contracts/garage';
import { MakeListSchema, ModelListSchema, RegexServiceSchema, VehicleDetailsSchema } from '@/contracts/vehicles';
import { PackagePricingSchema, ServicePricingSchema } from '@/contracts/pricing';

/** A failed call to the proxy, with the error body's code and message. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | undefined>;

/** The one way islands reach the server: GET /service-centre/api/… parsed by its contract. */
async function getJson<S extends z.ZodType>(path: string, schema: S, query: Query = {}): Promise<z.output<S>> {
  const url = new URL(withBase(`/api/${path}`), window.location.origin);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = (body as { error?: { code?: string } } | null)?.error?.code ?? 'UNKNOWN';
    throw new ApiError(response.status, code, messageOf(body));
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(502, 'BAD_ANSWER', 'Error fetching data');
  return parsed.data;
}

export const api = {
  serviceTypes: () => getJson('service-types', ServiceTypeListSchema).then((a) => a.data),
  makes: () => getJson('vehicle-makes', MakeListSchema).then((a) => a.data),
  models: (make: string) => getJson('vehicle-models', ModelListSchema, { make }).then((a) => a.data),
  registrationPattern: () => getJson('regex-service', RegexServiceSchema).then((a) => a.data.registration_number),
  vehicleDetails: (registrationNumber: string) => getJson('get-vehicle-details', VehicleDetailsSchema, { registration_number: registrationNumber }).then((a) => a.data),
  pincodeMapping: (pincode: string) => getJson(`pincode-mapping/${encodeURIComponent(pincode)}`, PincodeMappingSchema).then((a) => a.data),
  garagesInCity: (city: string) => getJson(`garage-details-from-city/${encodeURIComponent(city)}`, GarageListSchema).then((a) => a.data),
  garage: (id: string) => getJson(`garage-details-from-id/${encodeURIComponent(id)}`, GarageDetailsAnswerSchema).then((a) => a.data),
  nearbyGarages: (lat: number, lng: number) => getJson('get-nearby-garages', GarageListSchema, { lat, lng }).then((a) => a.data),
  serviceable: (garageId: string, make: string) => getJson('get-car-serviceable', ServiceableSchema, { garage_id: garageId, make }).then((a) => a.data),
  packagePricing: (garage: string, modelId: number, fuelType: string) =>
    getJson('package-pricing', PackagePricingSchema, { garage, model_id: modelId, fuel_type: fuelType.toUpperCase() }).then((a) => a.data),
  servicePricing: (garage: string, modelId: number, fuelType: string) =>
    getJson('service-pricing', ServicePricingSchema, { garage, model_id: modelId, fuel_type: fuelType.toUpperCase() }).then((a) => a.data),
};
