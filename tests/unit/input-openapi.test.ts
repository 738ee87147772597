// The OpenAPI document is built from the same input schemas: it still builds, and says what the
// input rules are (decimal numbers as patterns, text lengths, the log line's bounded context).
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/proxy/openapi';

type Doc = {
  paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: { content: Record<string, { schema: unknown }> } }>>;
};
const doc = buildOpenApiDocument() as unknown as Doc;
const bodyOf = (path: string) => doc.paths[path]!.post!.requestBody!.content['application/json']!.schema;

describe('the OpenAPI document and the input rules', () => {
  it('documents coordinates and limits as decimal digits or numbers', () => {
    expect(doc.paths['/get-nearby-garages']!.get!.parameters).toEqual([
      {
        in: 'query',
        name: 'lat',
        required: true,
        schema: { anyOf: [{ type: 'string', pattern: '^-?\\d{1,3}(\\.\\d{1,17})?$' }, { type: 'number' }] },
      },
      {
        in: 'query',
        name: 'lng',
        required: true,
        schema: { anyOf: [{ type: 'string', pattern: '^-?\\d{1,3}(\\.\\d{1,17})?$' }, { type: 'number' }] },
      },
      { in: 'query', name: 'limit', schema: { anyOf: [{ type: 'string', pattern: '^-?\\d{1,9}$' }, { type: 'number' }] } },
    ]);
  });

  it('documents the notify request with its lengths and the pincode', () => {
    expect(bodyOf('/notify-me')).toEqual({
      type: 'object',
      properties: {
        contact: { type: 'string', minLength: 1, maxLength: 254 },
        city: { type: 'string', minLength: 2, maxLength: 80 },
        pincode: { type: 'string', maxLength: 6, pattern: '^[1-9]\\d{5}$' },
        source: { type: 'string', maxLength: 120 },
      },
      required: ['contact', 'city'],
    });
  });

  it('documents the log line: no other fields, a bounded message and page, a flat context', () => {
    expect(bodyOf('/logger')).toEqual({
      type: 'object',
      properties: {
        level: { default: 'error', type: 'string', enum: ['debug', 'info', 'warn', 'error'] },
        message: { type: 'string', minLength: 1, maxLength: 500 },
        page: { type: 'string', maxLength: 300, pattern: '^\\/service-centre(?:[/?#]\\S*)?$' },
        context: {
          description:
            'A flat object: at most 20 keys of at most 40 letters, digits, _, . or -; values are text (at most 300 characters), numbers, true, false or null',
          type: 'object',
          maxProperties: 20,
          propertyNames: { type: 'string', maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' },
          additionalProperties: { anyOf: [{ type: 'string', maxLength: 300 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
        },
      },
      required: ['message'],
      additionalProperties: false,
    });
  });
});
