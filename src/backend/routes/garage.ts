import { Hono } from 'hono';
import type { BackendDeps } from '../context';
import { listInclusions, listServiceTypes } from '../services/catalogue';
import { createNotifyRequest } from '../services/leads';
import { getLandingContent } from '../services/landing';
import { checkServiceable, getGarageDetails, listGaragesInCity, listLandingPages, listNearbyGarages, mapPincode, resolveGarageCode } from '../services/garages';
import { readJsonBody } from '@/lib/read-json-body';
import { parseInput } from '@/lib/validation';
import { CitySchema, GarageCodeSchema, GarageIdSchema, NearbyQuerySchema, PincodeSchema, ServiceableQuerySchema, SlugSchema } from '@/contracts/garage';
import { parseQuery } from './query';
import { vehicleRoutes } from './vehicles';
import { pricingRoutes } from './pricing';

export function garageRoutes(deps: BackendDeps) {
  return new Hono()
    .get('/service-types', async (c) => c.json({ data: await listServiceTypes(deps) }))
    .get('/service-inclusions', async (c) => c.json({ data: await listInclusions(deps) }))
    .post('/notify-requests', async (c) => {
      const result = await createNotifyRequest(deps, await readJsonBody(c.req.raw));
      return c.json({ data: result }, result.created ? 201 : 200);
    })
    .get('/pincode/:pincode', async (c) => c.json({ data: await mapPincode(deps, parseInput(PincodeSchema, c.req.param('pincode'))) }))
    .get('/city/:city', async (c) => c.json({ data: await listGaragesInCity(deps, parseInput(CitySchema, c.req.param('city'))) }))
    .get('/nearby-garages', async (c) => {
      const q = parseQuery(c.req.raw, NearbyQuerySchema);
      return c.json({ data: await listNearbyGarages(deps, q.lat, q.lng, q.limit) });
    })
    .get('/serviceable', async (c) => {
      const q = parseQuery(c.req.raw, ServiceableQuerySchema);
      return c.json({ data: await checkServiceable(deps, q.garage_id, q.make) });
    })
    .get('/landing-pages', async (c) => c.json({ data: await listLandingPages(deps) }))
    .get('/landing/:city/:locality', async (c) => c.json({
      data: await getLandingContent(deps, parseInput(SlugSchema, c.req.param('city')), parseInput(SlugSchema, c.req.param('locality'))),
    }))
    .get('/code/:code', async (c) => c.json({ data: await resolveGarageCode(deps, parseInput(GarageCodeSchema, c.req.param('code'))) }))
    .route('/vehicles', vehicleRoutes(deps))
    .route('/pricing', pricingRoutes(deps))
    .get('/:id', async (c) => c.json({ data: await getGarageDetails(deps, parseInput(GarageIdSchema, c.req.param('id'))) }));
}
