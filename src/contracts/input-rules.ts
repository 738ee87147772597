// The rules every text a person types must follow, shared by the schemas, the backend and the
// islands (no dependencies, so islands can check a field before asking the server).

/** Indian pincodes: six digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** A city name: letters (any script), spaces, dots, apostrophes and hyphens. */
export const CITY_PATTERN = /^[\p{L} .'-]+$/u;

export const PINCODE_MESSAGE = 'Enter a valid 6-digit pincode';

/** Why a pincode can't be searched, or null when it can. */
export function pincodeError(value: string): string | null {
  return PINCODE_PATTERN.test(value.trim()) ? null : PINCODE_MESSAGE;
}

/** Why a city can't be searched, or null when it can. */
export function cityError(value: string): string | null {
  const city = value.trim();
  if (city.length < 2) return 'Enter a city';
  if (city.length > 60 || !CITY_PATTERN.test(city)) return 'Enter a city name';
  return null;
}

/**
 * An Indian mobile number as 10 digits, or null. Accepts the usual ways people type it:
 * "+91 98450 12345", "098450-12345", "9845012345".
 */
export function normaliseIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(bare) ? bare : null;
}
