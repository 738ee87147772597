import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { API_ENDPOINTS, answerBodySchema, apiPathOf, type Endpoint } from '@/contracts/endpoints';
import { ERROR_CATALOGUE } from '@/contracts/errors';
import { BASE_PATH } from '@/lib/paths';

const ErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_CATALOGUE) as [keyof typeof ERROR_CATALOGUE]),
      message: z.string().meta({ description: 'A sentence to show or log' }),
    }),
  })
  .meta({ id: 'Error', description: 'Every failure answers with this shape' });

const IdempotencyHeader = z.object({
  'idempotency-key': z.string().min(1).max(255).optional().meta({
    description:
      'A retry with the same key answers what the first request answered; another request with it is refused (409 IDEMPOTENCY_KEY_REUSED)',
  }),
});

/** A stored file's bytes (OpenAPI 3.1: a string whose content is the file). */
const BinarySchema = z.string().meta({ description: "The file's bytes", contentMediaType: 'application/octet-stream' });

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No content', 303: 'See other', 503: 'Unavailable' };

function operation(key: string, endpoint: Endpoint): ZodOpenApiOperationObject {
  const success = endpoint.success ?? [200];
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const status of success) {
    responses[String(status)] =
      status === 204
        ? { description: STATUS_TEXT[status]! }
        : endpoint.binary
          ? { description: 'The file', content: Object.fromEntries(endpoint.binary.map((type) => [type, { schema: BinarySchema }])) }
          : { description: STATUS_TEXT[status] ?? 'OK', content: { 'application/json': { schema: answerBodySchema(endpoint) } } };
  }
  responses.default = {
    description: 'An error (see the Error schema for the codes)',
    content: { 'application/json': { schema: ErrorSchema } },
  };
  return {
    operationId: key.replace(/[{}.]/g, '').replace(/[ /-](\w)/g, (_, c: string) => c.toUpperCase()),
    summary: endpoint.summary,
    // Who may call it (public, signed-in, owner, staff): src/contracts/endpoints/define.ts.
    'x-access': endpoint.access,
    ...(endpoint.params || endpoint.query || endpoint.idempotent
      ? {
          requestParams: {
            ...(endpoint.params ? { path: endpoint.params } : {}),
            ...(endpoint.query ? { query: endpoint.query } : {}),
            ...(endpoint.idempotent ? { header: IdempotencyHeader } : {}),
          },
        }
      : {}),
    ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: endpoint.body } } } } : {}),
    responses,
  };
}

/** The browser-facing API (/service-centre/api) as an OpenAPI 3.1 document, from the endpoint declarations. */
export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const [key, endpoint] of Object.entries(API_ENDPOINTS) as [string, Endpoint][]) {
    const path = `/${apiPathOf(key)}`;
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(key, endpoint) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Service Centre API',
      version: '1.0.0',
      description:
        'The API the product\'s pages call. Amounts of money are in paise (₹1 = 100 paise). Every answer is `{ "data": … }` except where noted; every error is `{ "error": { "code", "message" } }`.',
    },
    servers: [{ url: `${BASE_PATH}/api` }],
    paths,
  });
}
