// What a visitor is told about a pincode no service centre serves yet: the nearest centres when
// there are some (with whether pick-up reaches the pincode), and the offer to be told when pick-up
// does. Shared by the server-rendered card and the location finder, so both say the same.
// See docs/decisions/012-nearest-centres-for-unserved-pincodes.md.

/** Where the pincode is, as far as the directory knows. */
export interface PlaceName {
  locality: string | null;
  district: string;
  state: string;
}

/** The heading: the nearest centres when there are some, otherwise the plain fact. */
export function unservedHeading(pincode: string, centres: number): string {
  if (centres === 0) return `We don't serve ${pincode} yet`;
  return `${centres === 1 ? 'Nearest service centre' : 'Nearest service centres'} to ${pincode}`;
}

/** 'New Delhi, Delhi'; a district named like its state is said once ('Delhi'). */
export function placeName(place: PlaceName): string {
  return place.district.toLowerCase() === place.state.toLowerCase() ? place.state : `${place.district}, ${place.state}`;
}

/**
 * The line under the heading. `place` is null for a pincode India Post's directory does not know,
 * undefined when the nearest centres could not be looked up (then only the plain fact is said).
 */
export function unservedLead(pincode: string, centres: { pickupReaches: boolean }[], place: PlaceName | null | undefined): string {
  if (centres.length === 0) {
    if (place === undefined)
      return `No partner service centre serves ${pincode} yet. Leave your number and we'll tell you when pick-up reaches it.`;
    if (place === null)
      return `We couldn't find ${pincode} in India's pincode list. Check the pincode, or leave your number and we'll tell you when pick-up reaches it.`;
    return `No partner service centre is near ${placeName(place)} yet. Leave your number and we'll tell you when pick-up reaches ${pincode}.`;
  }
  if (centres.some((c) => c.pickupReaches)) return `Partner service centres near ${place ? placeName(place) : pincode}.`;
  return `We don't pick up cars from ${pincode} yet, but you can book at ${centres.length === 1 ? 'this centre' : 'one of these centres'} and drop your car off yourself.`;
}

/** Said on each centre's card. */
export function pickupLine(pincode: string, reaches: boolean): string {
  return reaches ? `Pick-up & drop reaches ${pincode}` : `No pick-up & drop to ${pincode} yet: drop your car off at the centre`;
}

/** The notify-me offer, for the pincode (never the city: there may be a centre in the same city). */
export function notifyOfferText(pincode: string): string {
  return `Tell me when pick-up reaches ${pincode}`;
}

/** The question above the notify-me offer when centres were offered first. */
export const NOTIFY_AFTER_CENTRES = 'Rather have your car picked up?';
