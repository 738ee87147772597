import { garages } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { getLandingContent } from './landing-service';
import { getServiceHome } from './home-service';

export function landingRoutes(app: BackendApp, { db, clock }: BackendDeps) {
  serve(app, garages.landingContent, ({ city, locality }) => getLandingContent(db, city, locality));
  serve(app, garages.serviceHome, ({ city }) => getServiceHome(db, city ?? null, clock()));
}
