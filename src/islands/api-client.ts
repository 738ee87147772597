import { messageOf } from '@/lib/errors';
import { withBase } from '@/lib/paths';
import type { GarageDetails, GarageSource, PincodeMapping, Serviceable } from '@/contracts/garage';
import type { Make, Model, VehicleDetails } from '@/contracts/vehicles';
import type { PackagePricing, ServicePricing } from '@/contracts/pricing';

/** A failed call to the proxy, with the error body's code and message. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | undefined>;

/**
 * The one way islands reach the server: GET /service-centre/api/… returning its `data`.
 * The backend builds these answers from the shared contract types, so the browser trusts them
 * and does not ship a schema library: the per-page script budget (90 KB gzip) matters more.
 */
async function getData<T>(path: string, query: Query = {}): Promise<T> {
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
  if (!body || typeof body !== 'object' || !('data' in body)) throw new ApiError(502, 'BAD_ANSWER', 'Error fetching data');
  return (body as { data: T }).data;
}

export const api = {
  makes: () => getData<Make[]>('vehicle-makes'),
  models: (make: string) => getData<{ make: Make; models: Model[] }>('vehicle-models', { make }),
  registrationPattern: () => getData<{ registration_number: string }>('regex-service').then((d) => d.registration_number),
  vehicleDetails: (registrationNumber: string) => getData<VehicleDetails>('get-vehicle-details', { registration_number: registrationNumber }),
  pincodeMapping: (pincode: string) => getData<PincodeMapping>(`pincode-mapping/${encodeURIComponent(pincode)}`),
  garagesInCity: (city: string) => getData<GarageSource[]>(`garage-details-from-city/${encodeURIComponent(city)}`),
  garage: (id: string) => getData<GarageDetails>(`garage-details-from-id/${encodeURIComponent(id)}`),
  nearbyGarages: (lat: number, lng: number) => getData<GarageSource[]>('get-nearby-garages', { lat, lng }),
  serviceable: (garageId: string, make: string) => getData<Serviceable>('get-car-serviceable', { garage_id: garageId, make }),
  packagePricing: (garage: string, modelId: number, fuelType: string) =>
    getData<PackagePricing>('package-pricing', { garage, model_id: modelId, fuel_type: fuelType.toUpperCase() }),
  servicePricing: (garage: string, modelId: number, fuelType: string) =>
    getData<ServicePricing>('service-pricing', { garage, model_id: modelId, fuel_type: fuelType.toUpperCase() }),
};
