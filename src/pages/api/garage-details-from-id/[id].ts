import { z } from 'zod';
import { forwardGet } from '@/proxy/endpoint';
import { env } from '@/config/env';
import { GarageIdSchema } from '@/contracts/garage';

/** A garage's full record; kept for the 10 minutes of spec §9. */
export const GET = forwardGet({
  input: z.object({ id: GarageIdSchema }),
  read: ({ params }) => params,
  upstream: ({ id }) => ({ path: `/v1/garage/${id}` }),
  cacheSeconds: env().GARAGE_CACHE_SECONDS,
});
