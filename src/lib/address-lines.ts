// A saved address as its card shows it, one part a line: the street, the area with the city and
// pincode, and the landmark. Pure; the address step renders it.

export interface CardAddress {
  house_number?: string | null;
  line: string;
  locality?: string | null;
  /** The landmark the customer typed (spec §3's description). */
  description?: string | null;
  city: string;
  pincode: string;
}

export interface AddressLines {
  /** '14, 3rd Cross, Kudlu Main Road' */
  street: string;
  /** 'Kudlu Gate, Bengaluru 560068' */
  area: string;
  /** 'Near Kudlu Gate metro', or null without a landmark. */
  landmark: string | null;
}

const joined = (parts: readonly (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/**
 * The landmark's line: as typed when it already starts with "near" in any case ('Near Kudlu Gate
 * metro', 'nearby the temple'), else with "Near " before it; null when there is none.
 */
export function landmarkLine(description: string | null | undefined): string | null {
  const landmark = description?.trim() ?? '';
  if (!landmark) return null;
  return landmark.toLowerCase().startsWith('near') ? landmark : `Near ${landmark}`;
}

/** The lines of a saved address's card. */
export function addressLines(a: CardAddress): AddressLines {
  return {
    street: joined([a.house_number, a.line]),
    area: joined([a.locality, `${a.city.trim()} ${a.pincode.trim()}`]),
    landmark: landmarkLine(a.description),
  };
}
