import type { Logger } from '@/runtime/logger';
import type { Db } from '../platform/db/client';
import type { VehicleImages } from '../platform/providers/vehicle-images';
import * as repo from './repository';
import { AppError } from '@/contracts/errors';
import type { VehicleImage } from '@/contracts/vehicles';
import { silhouetteOf } from '@/lib/vehicle-silhouettes';

/**
 * A catalogue model's picture (spec §7's vehicle-image call): the image provider's, or the outline of its
 * body type when the provider has none or fails, so that a car card never waits on an outside service.
 * An id the catalogue does not have is MODEL_NOT_FOUND.
 */
export async function getVehicleImage(deps: { db: Db; images: VehicleImages; logger: Logger }, modelId: number): Promise<VehicleImage> {
  const found = await repo.findModelWithMake(deps.db, modelId);
  if (!found) throw new AppError('MODEL_NOT_FOUND', 'We could not find this car model');
  const model = { modelId, make: found.make.name, model: found.model.name, bodyType: found.model.bodyType };
  try {
    const image = await deps.images.imageOf(model);
    if (image) return image;
  } catch (error) {
    deps.logger.warn('vehicle image service failed', { service: deps.images.name, modelId, error });
  }
  return silhouetteOf(model.bodyType);
}
