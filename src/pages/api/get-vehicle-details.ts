import { forwardGet } from '@/proxy/endpoint';
import { RegistrationQuerySchema } from '@/contracts/vehicles';

export const GET = forwardGet({
  input: RegistrationQuerySchema,
  upstream: (q) => ({ path: '/v1/garage/vehicles/details', query: q }),
});
