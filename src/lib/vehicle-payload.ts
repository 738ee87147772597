// zod/mini keeps this schema small in the browser bundles that build payloads.
import * as z from 'zod/mini';
import { carAge } from '@/lib/ist';
import { FUEL_TYPES } from '@/contracts/vocabulary';
import { fuelId } from '@/lib/vehicle-names';

export type { FuelType as FuelTypeId, BodyType as BodyTypeId } from '@/contracts/vocabulary';

/** The vehicle payload of spec §3, as sent with a booking. */
const text = () => z.string().check(z.minLength(1));
const positiveInt = () => z.int().check(z.positive());
export const VehiclePayloadSchema = z.object({
  model_id: positiveInt(),
  model: text(),
  make: text(),
  fuel_type: z.enum(FUEL_TYPES),
  car_age: z.int().check(z.nonnegative()),
  color: z.optional(text()),
  variant_id: z.optional(positiveInt()),
  variant_name: z.optional(text()),
  variant: z.optional(text()),
});

/** The vehicle payload of spec §3. */
export type VehiclePayload = z.infer<typeof VehiclePayloadSchema>;

/** The locally stored make/model/variant ("mmv") record of spec §3. */
export const MmvRecordSchema = z.pick(VehiclePayloadSchema, { make: true, model: true, model_id: true, fuel_type: true, car_age: true });

/** The locally stored mmv record. */
export type MmvRecord = z.infer<typeof MmvRecordSchema>;

/** What the user picked in the car selector. */
export interface VehicleChoice {
  make: string;
  model: string;
  modelId: number;
  fuelType: string;
  variantId?: number;
  variantName?: string;
  registrationYear?: number;
  color?: string;
  /** Accepted for convenience but not part of the spec §3 payload, so not sent. */
  registrationNumber?: string;
}

/** A trimmed string, or undefined when empty. */
const present = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/**
 * The snake_case vehicle payload for a choice: fuel_type upper-cased, car_age from the registration year in IST
 * (0 without one), variant repeating variant_name; empty optional fields are left out. Throws a ZodError when the
 * choice is not a valid vehicle (unknown fuel type, empty make/model, non-positive ids).
 */
export function buildVehiclePayload(choice: VehicleChoice, now: Date): VehiclePayload {
  const variantName = present(choice.variantName);
  const color = present(choice.color);
  return VehiclePayloadSchema.parse({
    model_id: choice.modelId,
    model: choice.model.trim(),
    make: choice.make.trim(),
    fuel_type: fuelId(choice.fuelType),
    car_age: choice.registrationYear === undefined ? 0 : carAge(choice.registrationYear, now),
    ...(color === undefined ? {} : { color }),
    ...(choice.variantId === undefined ? {} : { variant_id: choice.variantId }),
    ...(variantName === undefined ? {} : { variant_name: variantName, variant: variantName }),
  });
}

/** The mmv record to store locally for a payload: { make, model, model_id, fuel_type, car_age }. */
export function toMmvRecord(payload: VehiclePayload): MmvRecord {
  const { make, model, model_id, fuel_type, car_age } = payload;
  return { make, model, model_id, fuel_type, car_age };
}
