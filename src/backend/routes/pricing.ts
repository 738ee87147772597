import { Hono } from 'hono';
import type { BackendDeps } from '../context';
import { getPackagePricing, getServicePricing } from '../services/pricing';
import { PricingQuerySchema } from '@/contracts/pricing';
import { parseQuery } from './query';

export function pricingRoutes(deps: BackendDeps) {
  return new Hono()
    .get('/package', async (c) => c.json({ data: await getPackagePricing(deps, parseQuery(c.req.raw, PricingQuerySchema)) }))
    .get('/service', async (c) => c.json({ data: await getServicePricing(deps, parseQuery(c.req.raw, PricingQuerySchema)) }));
}
