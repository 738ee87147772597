import { forwardGet } from '@/proxy/endpoint';
import { ModelsQuerySchema } from '@/contracts/vehicles';

/** A make's models with variants and fuels. */
export const GET = forwardGet({
  input: ModelsQuerySchema,
  upstream: (q) => ({ path: '/v1/garage/vehicles/models', query: q }),
  cacheSeconds: 3600,
});
