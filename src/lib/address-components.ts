// Google's address components (Place Details (New): longText/shortText; Geocoding: long_name/
// short_name) read into the address fields of spec §3: locality, city, state and pincode.

export interface AddressComponent {
  longText?: string;
  shortText?: string;
  long_name?: string;
  short_name?: string;
  types?: readonly string[];
}

export interface AddressParts {
  /** The area within the city (Google's sublocality or neighbourhood); null when the place has none. */
  locality: string | null;
  city: string;
  state: string;
  /** A 6-digit Indian pincode, or null. */
  pincode: string | null;
}

/** The first component of the first type that has one. */
function pick(components: readonly AddressComponent[], types: readonly string[]): string | null {
  for (const type of types) {
    const found = components.find((c) => c.types?.includes(type));
    const text = (found?.longText ?? found?.long_name ?? '').trim();
    if (text) return text;
  }
  return null;
}

/**
 * The address fields of a place: the city is Google's locality (else the district: a village's
 * taluk or district); the locality is the sublocality ('Koramangala'), never the city again.
 */
export function readAddressComponents(components: readonly AddressComponent[]): AddressParts {
  const city = pick(components, ['locality', 'administrative_area_level_3', 'administrative_area_level_2']) ?? '';
  const locality = pick(components, ['sublocality_level_1', 'sublocality', 'neighborhood', 'sublocality_level_2']);
  const postal = pick(components, ['postal_code']);
  return {
    locality: locality && locality.toLowerCase() !== city.toLowerCase() ? locality : null,
    city,
    state: pick(components, ['administrative_area_level_1']) ?? '',
    pincode: postal && /^[1-9]\d{5}$/.test(postal.replace(/\s/g, '')) ? postal.replace(/\s/g, '') : null,
  };
}
