import { Hono } from 'hono';
import type { BackendDeps } from '../context';
import { listMakes, listModels } from '../services/vehicles';
import { lookUpVehicle } from '../services/vehicle-lookup';
import { ModelsQuerySchema, RegistrationQuerySchema } from '@/contracts/vehicles';
import { DEFAULT_REGISTRATION_PATTERN } from '@/lib/registration';
import { parseQuery } from './query';

export function vehicleRoutes(deps: BackendDeps) {
  return new Hono()
    .get('/makes', async (c) => c.json({ data: await listMakes(deps) }))
    .get('/models', async (c) => c.json({ data: await listModels(deps, parseQuery(c.req.raw, ModelsQuerySchema).make) }))
    .get('/details', async (c) => c.json({ data: await lookUpVehicle(deps, parseQuery(c.req.raw, RegistrationQuerySchema).registration_number) }))
    .get('/registration-pattern', (c) => c.json({ data: { registration_number: DEFAULT_REGISTRATION_PATTERN } }));
}
