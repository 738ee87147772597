import { z } from 'zod';
import { forwardGet } from '@/proxy/endpoint';
import { CitySchema } from '@/contracts/garage';

export const GET = forwardGet({
  input: z.object({ city: CitySchema }),
  read: ({ params }) => ({ city: decodeURIComponent(params.city ?? '') }),
  upstream: ({ city }) => ({ path: `/v1/garage/city/${encodeURIComponent(city)}` }),
  cacheSeconds: 600,
});
