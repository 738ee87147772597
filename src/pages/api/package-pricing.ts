import { forwardGet } from '@/proxy/endpoint';
import { PricingQuerySchema } from '@/contracts/pricing';

export const GET = forwardGet({
  input: PricingQuerySchema,
  upstream: (q) => ({ path: '/v1/garage/pricing/package', query: q }),
  cacheSeconds: 600,
});
