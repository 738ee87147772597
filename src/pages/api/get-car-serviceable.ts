import { forwardGet } from '@/proxy/endpoint';
import { ServiceableQuerySchema } from '@/contracts/garage';

export const GET = forwardGet({
  input: ServiceableQuerySchema,
  upstream: (q) => ({ path: '/v1/garage/serviceable', query: q }),
  cacheSeconds: 600,
});
