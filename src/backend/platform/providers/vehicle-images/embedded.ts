import { silhouetteOf } from '@/lib/vehicle-silhouettes';
import type { VehicleImages } from './index';

/** The embedded default: the outline of the model's body type (public/images/vehicles/), offline and always there. */
export function createEmbeddedVehicleImages(): VehicleImages {
  return {
    name: 'embedded',
    embedded: true,
    async imageOf(model) {
      return silhouetteOf(model.bodyType);
    },
  };
}
