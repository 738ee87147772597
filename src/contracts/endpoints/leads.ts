import { defineEndpoint } from './define';
import { NotifyRequestInputSchema, NotifyRequestSchema } from '../leads';

export const notifyMe = defineEndpoint({
  access: 'public',
  method: 'POST',
  upstream: '/v1/garage/notify-requests',
  summary: 'Be told when service starts near you (201 new, 200 already on the list)',
  body: NotifyRequestInputSchema,
  answer: NotifyRequestSchema,
  success: [200, 201],
  cache: 0,
});
