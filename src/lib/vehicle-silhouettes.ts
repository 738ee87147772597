// The picture a car gets when there is no photo of its model: a neutral outline of its body type,
// drawn by the product (public/images/vehicles/). The backend answers it for the vehicle-image call,
// and the car cards fall back to it when a photo does not load. No schema library here: islands import it.
import { Body, ImageKind, type BodyType } from '@/contracts/vocabulary';
import type { VehicleImage } from '@/contracts/vehicles';
import { withBase } from './paths';

/** Every outline is drawn on one 16:9 canvas, so a picture box never changes size when one replaces another. */
export const SILHOUETTE_WIDTH = 320;
export const SILHOUETTE_HEIGHT = 180;

/**
 * The drawing of each body type. A file's name carries its version: browsers keep these files a year,
 * so a changed drawing is saved under a new version (tests/unit/vehicle-silhouettes.test.ts holds this).
 */
const DRAWINGS: Record<BodyType, { file: string; noun: string }> = {
  [Body.HATCHBACK]: { file: 'hatchback.v1.svg', noun: 'a hatchback' },
  [Body.SEDAN]: { file: 'sedan.v1.svg', noun: 'a sedan' },
  [Body.SUV]: { file: 'suv.v1.svg', noun: 'an SUV' },
};
/** For a car whose body type is not known (an old stored journey, a type added before its drawing). */
const ANY_CAR = { file: 'car.v1.svg', noun: 'a car' };

/** Where the outlines are served from, under the base path. */
export const SILHOUETTE_FOLDER = '/images/vehicles/';

/** The outline of a body type ('HATCHBACK' → the hatchback's drawing), or of any car for an unknown one. */
export function silhouetteOf(bodyType: string | null | undefined): VehicleImage {
  const drawing = bodyType && Object.hasOwn(DRAWINGS, bodyType) ? DRAWINGS[bodyType as BodyType] : ANY_CAR;
  return {
    url: withBase(`${SILHOUETTE_FOLDER}${drawing.file}`),
    width: SILHOUETTE_WIDTH,
    height: SILHOUETTE_HEIGHT,
    alt: `Outline of ${drawing.noun}`,
    kind: ImageKind.SILHOUETTE,
  };
}
