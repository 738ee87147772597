// Which registration number goes with a car chosen from the catalogue after a number was looked up.
// No dependencies: the car step island imports it.

/** What a registration look-up left for the catalogue picker. */
export type NumberLookup =
  /** The registry does not know the number: it is the visitor's, whatever car they choose. */
  | { number: string; registryCar: null }
  /** The registry's car for the number, and whether the visitor said it is not theirs. */
  | { number: string; registryCar: { modelId: number; fuelType: string }; rejected: boolean };

/**
 * The registration number to save with a car chosen from the catalogue, or undefined. A number the
 * registry does not know goes with any car; a number the registry gives to another car goes only with
 * that same car (model and fuel), and never once the visitor said that car is not theirs — otherwise a
 * Swift would be saved under a Seltos's number.
 */
export function numberForChosenCar(lookup: NumberLookup | undefined, chosen: { modelId: number; fuelType: string }): string | undefined {
  if (!lookup) return undefined;
  if (lookup.registryCar === null) return lookup.number;
  if (lookup.rejected) return undefined;
  const same = lookup.registryCar.modelId === chosen.modelId && lookup.registryCar.fuelType.toUpperCase() === chosen.fuelType.toUpperCase();
  return same ? lookup.number : undefined;
}
