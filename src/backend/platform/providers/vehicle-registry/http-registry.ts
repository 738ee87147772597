import { z } from 'zod';
import type { VehicleRegistry } from './index';
import type { VehicleDetails } from '@/contracts/vehicles';
import { EV_LABEL_ID, Fuel, FUEL_TYPES } from '@/contracts/vocabulary';

/** What the registry service answers for a registration number (its car-details call). */
const RegistryAnswerSchema = z.object({
  make: z.string(),
  model: z.string(),
  fuel_type: z
    .string()
    .trim()
    .toUpperCase()
    .transform((f) => (f === EV_LABEL_ID ? Fuel.EV : f))
    .pipe(z.enum(FUEL_TYPES)),
  variant: z.string().nullish(),
  registration_year: z.number().nullish(),
  color: z.string().nullish(),
});

/** Matches a registry's make and model names to our catalogue. */
export type ModelResolver = (
  make: string,
  model: string,
) => Promise<Pick<VehicleDetails, 'make' | 'make_slug' | 'model' | 'model_id' | 'body_type'> | null>;

/**
 * A registry reached over HTTP (VEHICLE_REGISTRY_URL, bearer VEHICLE_REGISTRY_TOKEN). Its make and
 * model names are matched to our catalogue by `resolveModel`; an unmatched vehicle counts as unknown.
 */
export function createHttpRegistry(options: {
  url: string;
  token?: string;
  fetchImpl?: typeof fetch;
  resolveModel: ModelResolver;
}): VehicleRegistry {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    name: 'http',
    async lookup(registrationNumber) {
      const url = new URL(options.url);
      url.searchParams.set('registration_number', registrationNumber);
      url.searchParams.set('source', 'AUTO_GARAGE_FRONTEND');
      const res = await doFetch(url, {
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`vehicle registry answered ${res.status}`);
      const parsed = RegistryAnswerSchema.safeParse(await res.json());
      if (!parsed.success) return null;
      const model = await options.resolveModel(parsed.data.make, parsed.data.model);
      if (!model) return null;
      return {
        registration_number: registrationNumber,
        ...model,
        variant_id: null,
        variant_name: parsed.data.variant ?? null,
        fuel_type: parsed.data.fuel_type,
        registration_year: parsed.data.registration_year ?? null,
        color: parsed.data.color ?? null,
      };
    },
  };
}
