import { z } from 'zod';
import { forwardGet } from '@/proxy/endpoint';

/** The registration-number pattern (`data.registration_number`). */
export const GET = forwardGet({
  input: z.object({}),
  upstream: () => ({ path: '/v1/garage/vehicles/registration-pattern' }),
  cacheSeconds: 3600,
});
