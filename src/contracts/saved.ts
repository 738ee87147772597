import { z } from 'zod';
import { PINCODE_MESSAGE, PINCODE_PATTERN, text } from './input-rules';

/** Spec §3's saved vehicle, as the screens use it. */
export const SavedVehicleSchema = z.object({
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  vehicle_name: z.string(),
  vehicle_number: z.string(),
});
export const SavedVehicleListSchema = z.array(SavedVehicleSchema);

/** Spec §7 create-vehicle: `{ asset_number }`, a registration number. */
export const CreateVehicleInputSchema = z.object({
  asset_number: text(20, 'asset_number').min(4, 'Enter a registration number'),
});

/** Spec §3's address. */
export const AddressSchema = z.object({
  line: text(200, 'line').min(3, 'Enter the address'),
  description: text(200, 'description').optional(),
  house_number: text(40, 'house_number').optional(),
  locality: text(80, 'locality').optional(),
  city: text(80, 'city').min(2, 'Enter the city'),
  state: text(80, 'state').min(2, 'Enter the state'),
  pincode: text(6, 'pincode', { tooLong: PINCODE_MESSAGE, notAllowed: PINCODE_MESSAGE }).regex(PINCODE_PATTERN, PINCODE_MESSAGE),
  location_coords: z.object({ latitude: z.number().min(6).max(38), longitude: z.number().min(68).max(98) }).optional(),
});
export type AddressInput = z.infer<typeof AddressSchema>;

/** Spec §7 POST /v1/garage/users/address: the address, and the car it is for when known. */
export const AddAddressInputSchema = z.object({
  address: AddressSchema,
  registration_number: text(20, 'registration_number').optional(),
  source: z.enum(['WEB', 'MOBILE_APP']).optional(),
});

export const SavedAddressSchema = AddressSchema.extend({
  id: z.uuid(),
  location_coords: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});
export const SavedAddressListSchema = z.array(SavedAddressSchema);
export type SavedAddress = z.infer<typeof SavedAddressSchema>;
export const AddressIdSchema = z.object({ id: z.uuid('address id must be a valid id') });
