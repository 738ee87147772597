import { vehicles } from '@/contracts/endpoints';
import { DEFAULT_REGISTRATION_PATTERN } from '@/lib/registration';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { listMakes, listModels } from './catalogue-service';
import { getVehicleImage } from './image-service';
import { lookUpVehicle } from './lookup-service';
import { searchVehicles } from './search-service';

export function vehicleRoutes(app: BackendApp, { db, logger, providers }: BackendDeps) {
  serve(app, vehicles.vehicleMakes, () => listMakes(db));
  serve(app, vehicles.vehicleModels, ({ make }) => listModels(db, make));
  serve(app, vehicles.vehicleSearch, ({ q }) => searchVehicles(db, q));
  serve(app, vehicles.vehicleDetails, ({ registration_number }) =>
    lookUpVehicle({ registry: providers.vehicleRegistry, logger }, registration_number),
  );
  serve(app, vehicles.vehicleImage, ({ model_id }) => getVehicleImage({ db, images: providers.vehicleImages, logger }, model_id));
  serve(app, vehicles.registrationPattern, async () => ({ registration_number: DEFAULT_REGISTRATION_PATTERN }));
}
