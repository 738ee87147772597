import { z } from 'zod';
import { forwardGet } from '@/proxy/endpoint';

/** The makes of the vehicle catalogue with their body types and fuels. */
export const GET = forwardGet({
  input: z.object({}),
  upstream: () => ({ path: '/v1/garage/vehicles/makes' }),
  cacheSeconds: 3600,
});
