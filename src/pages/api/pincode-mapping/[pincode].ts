import { z } from 'zod';
import { forwardGet } from '@/proxy/endpoint';
import { PincodeSchema } from '@/contracts/garage';

/** The garage serving a pincode (404 when none does yet). */
export const GET = forwardGet({
  input: z.object({ pincode: PincodeSchema }),
  read: ({ params }) => params,
  upstream: ({ pincode }) => ({ path: `/v1/garage/pincode/${pincode}` }),
  cacheSeconds: 600,
});
