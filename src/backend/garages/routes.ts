import { garages } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import {
  checkServiceable,
  getGarageDetails,
  listGaragesInCity,
  listLandingPages,
  listNearbyGarages,
  mapPincode,
  resolveGarageCode,
} from './garage-service';
import { listNearestCentres } from './nearest-service';

export function garageRoutes(app: BackendApp, { db, appEnv }: BackendDeps) {
  serve(app, garages.pincodeMapping, ({ pincode }) => mapPincode(db, pincode));
  serve(app, garages.nearestCentres, ({ pincode }) => listNearestCentres(db, pincode));
  serve(app, garages.garagesInCity, ({ city }) => listGaragesInCity(db, city));
  serve(app, garages.nearbyGarages, ({ lat, lng, limit }) => listNearbyGarages(db, lat, lng, limit));
  serve(app, garages.carServiceable, ({ garage_id, make }) => checkServiceable(db, garage_id, make));
  serve(app, garages.landingPages, () => listLandingPages(db));
  serve(app, garages.garageCode, ({ code }) => resolveGarageCode(db, appEnv, code));
  // Last: /v1/garage/{id} would answer for the paths above.
  serve(app, garages.garageDetails, ({ id }) => getGarageDetails(db, id));
}
