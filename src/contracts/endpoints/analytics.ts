import { defineEndpoint } from './define';
import { CollectedEventsQuerySchema, CollectedEventsSchema } from '../analytics';

export const collectedEvents = defineEndpoint({
  access: 'internal',
  method: 'GET',
  upstream: '/v1/dev/analytics-events',
  summary: "One browser's stored visitor events, oldest first (test and demo modes only: the demo page of what was collected)",
  query: CollectedEventsQuerySchema,
  answer: CollectedEventsSchema,
  cache: 0,
});
