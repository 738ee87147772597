import type { APIRoute } from 'astro';
import { API_ENDPOINTS } from '@/contracts/endpoints';
import { buildOpenApiDocument } from '@/proxy/openapi';
import { cacheControlOf } from '@/proxy/endpoint';
import { CACHE_KEY_PARAMS } from '@/proxy/respond';

let document: string | undefined;

/** The proxy API as OpenAPI 3.1, generated from the endpoint declarations. */
export const GET: APIRoute = () => {
  document ??= JSON.stringify(buildOpenApiDocument());
  return new Response(document, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cacheControlOf(API_ENDPOINTS['openapi.json']),
      [CACHE_KEY_PARAMS]: '',
    },
  });
};
