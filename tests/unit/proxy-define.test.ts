// The helpers every endpoint declaration is read through: path templates and the answer's shape.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerBodySchema, defineEndpoint, fillPath, pathParamNames } from '@/contracts/endpoints/define';

describe('fillPath', () => {
  it('fills every {name} segment', () => {
    expect(fillPath('/v1/garage/landing/{city}/{locality}', { city: 'bengaluru', locality: 'kudlu-gate' })).toBe(
      '/v1/garage/landing/bengaluru/kudlu-gate',
    );
  });

  it('encodes each value once', () => {
    expect(fillPath('/v1/garage/city/{city}', { city: 'Navi Mumbai' })).toBe('/v1/garage/city/Navi%20Mumbai');
    expect(fillPath('/v1/garage/city/{city}', { city: '%25' })).toBe('/v1/garage/city/%2525');
    expect(fillPath('/v1/garage/{id}', { id: '../admin?x=1#y' })).toBe('/v1/garage/..%2Fadmin%3Fx%3D1%23y');
  });

  it('writes numbers as text, and refuses a missing value or one of only dots (URL parsing would drop or climb it)', () => {
    expect(fillPath('/v1/garage/pincode/{pincode}', { pincode: 560068 })).toBe('/v1/garage/pincode/560068');
    expect(fillPath('/v1/garage/city/{city}', { city: 'St. Thomas' })).toBe('/v1/garage/city/St.%20Thomas');
    for (const pincode of [undefined, null, '', '.', '..', '...']) {
      expect(() => fillPath('/v1/garage/pincode/{pincode}', { pincode })).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    }
  });

  it('leaves a path without segments alone', () => {
    expect(fillPath('/v1/garage/nearby-garages', { lat: 1 })).toBe('/v1/garage/nearby-garages');
  });
});

describe('pathParamNames', () => {
  it('lists the segment names in order', () => {
    expect(pathParamNames('/v1/garage/landing/{city}/{locality}')).toEqual(['city', 'locality']);
    expect(pathParamNames('/v1/garage/{id}')).toEqual(['id']);
    expect(pathParamNames('/v1/garage/service-types')).toEqual([]);
  });
});

describe('answerBodySchema', () => {
  const answer = z.object({ n: z.number() });

  it('wraps the answer in { data } unless bare', () => {
    const schema = answerBodySchema(defineEndpoint({ access: 'public', method: 'GET', answer, cache: 0, summary: 's' }));
    expect(schema.safeParse({ data: { n: 1 } }).success).toBe(true);
    expect(schema.safeParse({ n: 1 }).success).toBe(false);
    expect(schema.safeParse({ data: { n: 'one' } }).success).toBe(false);
  });

  it('is the answer itself when bare', () => {
    const schema = answerBodySchema(defineEndpoint({ access: 'public', method: 'GET', answer, bare: true, cache: 0, summary: 's' }));
    expect(schema.safeParse({ n: 1 }).success).toBe(true);
    expect(schema.safeParse({ data: { n: 1 } }).success).toBe(false);
  });
});
