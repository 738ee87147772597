import { forwardGet } from '@/proxy/endpoint';
import { NearbyQuerySchema } from '@/contracts/garage';

export const GET = forwardGet({
  input: NearbyQuerySchema,
  upstream: (q) => ({ path: '/v1/garage/nearby-garages', query: q }),
  cacheSeconds: 600,
});
