import { z } from 'zod';
import { forwardGet } from '@/proxy/endpoint';

export const GET = forwardGet({
  input: z.object({}),
  upstream: () => ({ path: '/v1/garage/service-types' }),
  cacheSeconds: 60,
});
