import { maps } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { geocodePlace, searchPlaces } from './service';

export function mapRoutes(app: BackendApp, { db, logger, providers }: BackendDeps) {
  const deps = { db, logger, maps: providers.maps, placeDirectory: providers.placeDirectory };
  serve(app, maps.autocomplete, (query) => searchPlaces(deps, query));
  serve(app, maps.geocode, (query) => geocodePlace(deps, query));
}
