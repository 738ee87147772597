// The pick-up address form: what each field must hold, and the address it makes. Pure; the server
// checks the same rules again (src/contracts/saved.ts AddressSchema).
import { PINCODE_MESSAGE, PINCODE_PATTERN } from '@/contracts/input-patterns';

export interface AddressDraft {
  houseNumber: string;
  line: string;
  locality: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  latitude?: number;
  longitude?: number;
}

export const EMPTY_ADDRESS: AddressDraft = { houseNumber: '', line: '', locality: '', landmark: '', city: '', state: '', pincode: '' };

export type AddressErrors = Partial<Record<'line' | 'city' | 'state' | 'pincode', string>>;

/** The message of each field that is not right yet; empty when the address can be sent. */
export function addressErrors(d: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  if (d.line.trim().length < 3) errors.line = 'Enter the street and building';
  if (d.city.trim().length < 2) errors.city = 'Enter the city';
  if (d.state.trim().length < 2) errors.state = 'Enter the state';
  if (!PINCODE_PATTERN.test(d.pincode.trim())) errors.pincode = PINCODE_MESSAGE;
  return errors;
}

/** Spec §3's address from the form: the landmark is the description; empty optional fields are left out. */
export function addressOf(d: AddressDraft) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    line: d.line.trim(),
    house_number: optional(d.houseNumber),
    locality: optional(d.locality),
    description: optional(d.landmark),
    city: d.city.trim(),
    state: d.state.trim(),
    pincode: d.pincode.trim(),
    ...(d.latitude !== undefined && d.longitude !== undefined ? { location_coords: { latitude: d.latitude, longitude: d.longitude } } : {}),
  };
}

/** One line for a saved or chosen address: '14, 3rd Cross, Kudlu Gate, Bengaluru 560068'. */
export function addressLine(a: {
  house_number?: string | null;
  line: string;
  locality?: string | null;
  city: string;
  pincode: string;
}): string {
  return [a.house_number, a.line, a.locality, `${a.city} ${a.pincode}`].filter((part) => part?.trim()).join(', ');
}
