import { pricing } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { listInclusions, listServiceTypes } from './catalogue-service';
import { getPackagePricing, getServicePricing } from './pricing-service';

export function pricingRoutes(app: BackendApp, { db }: BackendDeps) {
  serve(app, pricing.serviceTypes, () => listServiceTypes(db));
  serve(app, pricing.serviceInclusions, (query) => listInclusions(db, query.fuel_type));
  serve(app, pricing.packagePricing, (query) => getPackagePricing(db, query));
  serve(app, pricing.servicePricing, (query) => getServicePricing(db, query));
}
