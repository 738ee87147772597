import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registeredVehicles, vehicleMakes, vehicleModels, vehicleVariants } from '../../db/schema';
import type { VehicleRegistry } from './index';

/** The embedded registry: the product's own table of known vehicles (works offline). */
export function createDatabaseRegistry(db: Db): VehicleRegistry {
  return {
    name: 'database',
    async lookup(registrationNumber) {
      const [row] = await db
        .select({ vehicle: registeredVehicles, variant: vehicleVariants, model: vehicleModels, make: vehicleMakes })
        .from(registeredVehicles)
        .innerJoin(vehicleVariants, eq(vehicleVariants.id, registeredVehicles.variantId))
        .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
        .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
        .where(eq(registeredVehicles.registrationNumber, registrationNumber));
      if (!row) return null;
      return {
        registration_number: row.vehicle.registrationNumber,
        make: row.make.name,
        make_slug: row.make.slug,
        model: row.model.name,
        model_id: row.model.id,
        body_type: row.model.bodyType,
        variant_id: row.variant.id,
        variant_name: row.variant.name,
        fuel_type: row.variant.fuelType,
        registration_year: row.vehicle.registrationYear,
        color: row.vehicle.color,
      };
    },
  };
}
