import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, codeOf, errorBody, messageOf, toErrorAnswer, UNKNOWN_ERROR_MESSAGE } from '@/contracts/errors';
import { parseInput } from '@/contracts/parse';

describe('the error vocabulary', () => {
  it('maps coded errors to their status and the one body shape', () => {
    expect(toErrorAnswer(new AppError('GARAGE_NOT_FOUND', 'No such garage'))).toEqual({
      status: 404,
      body: { error: { code: 'GARAGE_NOT_FOUND', message: 'No such garage' } },
    });
    expect(toErrorAnswer(new AppError('NOT_SERVICEABLE', 'No'))).toEqual({
      status: 409,
      body: { error: { code: 'NOT_SERVICEABLE', message: 'No' } },
    });
  });

  it.each([
    ['VALIDATION_FAILED', 400],
    ['UNAUTHORIZED', 401],
    ['FORBIDDEN', 403],
    ['NO_BOOKING_FEE', 404],
    ['PAYLOAD_TOO_LARGE', 413],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
    ['UPSTREAM_FAILED', 502],
    ['REGISTRY_UNAVAILABLE', 503],
  ] as const)('answers %s with status %s', (code, status) => {
    expect(new AppError(code, 'x').status).toBe(status);
  });

  it('hides the details of unexpected errors', () => {
    expect(toErrorAnswer(new Error('connection refused at 10.0.0.1'))).toEqual({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
    });
    expect(toErrorAnswer('a thrown string')).toEqual({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
    });
  });

  it('builds the one error body shape', () => {
    expect(errorBody('NO_PLANS', 'No plans')).toEqual({ error: { code: 'NO_PLANS', message: 'No plans' } });
  });

  it('reads the code of one of our error bodies, and nothing else', () => {
    expect(codeOf({ error: { code: 'NO_BOOKING_FEE', message: 'x' } })).toBe('NO_BOOKING_FEE');
    expect(codeOf({ error: { code: 'SOMETHING_ELSE', message: 'x' } })).toBeUndefined();
    expect(codeOf({ error: { code: 'toString', message: 'x' } })).toBeUndefined();
    expect(codeOf({ error: { code: 404, message: 'x' } })).toBeUndefined();
    expect(codeOf(null)).toBeUndefined();
    expect(codeOf('NO_PLANS')).toBeUndefined();
  });

  it('reads an error body message, falling back to the unknown-error text', () => {
    expect(UNKNOWN_ERROR_MESSAGE).toBe('An unknown error occurred');
    expect(messageOf({ error: { code: 'X', message: 'Slot type not found' } })).toBe('Slot type not found');
    expect(messageOf({ error: { code: 'X', message: '' } })).toBe('An unknown error occurred');
    expect(messageOf({ error: { code: 'X', message: 42 } })).toBe('An unknown error occurred');
    expect(messageOf({ error: { code: 'X' } })).toBe('An unknown error occurred');
    expect(messageOf('oops')).toBe('An unknown error occurred');
    expect(messageOf(null)).toBe('An unknown error occurred');
  });
});

describe('parsing input', () => {
  const schema = z.object({ pincode: z.string().regex(/^\d{6}$/, 'must be 6 digits'), make: z.string().min(1, 'is required') });

  it('gives back the parsed input when it is valid', () => {
    expect(parseInput(schema, { pincode: '560068', make: 'Kia', extra: 1 })).toEqual({ pincode: '560068', make: 'Kia' });
  });

  it('turns a schema failure into one readable message', () => {
    try {
      parseInput(schema, { pincode: '12', make: '' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION_FAILED');
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toBe('pincode: must be 6 digits; make: is required');
    }
  });

  it('names a nested field by its dotted path, and a failure of the whole input by its message alone', () => {
    expect(() => parseInput(z.object({ car: z.object({ year: z.number().min(1990, 'too old') }) }), { car: { year: 1980 } })).toThrow(
      'car.year: too old',
    );
    expect(() => parseInput(z.string().min(3, 'too short'), 'ab')).toThrow(/^too short$/);
  });
});
