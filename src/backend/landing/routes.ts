import { garages } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { getLandingContent } from './landing-service';

export function landingRoutes(app: BackendApp, { db }: BackendDeps) {
  serve(app, garages.landingContent, ({ city, locality }) => getLandingContent(db, city, locality));
}
