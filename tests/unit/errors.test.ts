import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, messageOf, toErrorAnswer, UNKNOWN_ERROR_MESSAGE } from '@/contracts/errors';
import { parseInput } from '@/contracts/parse';

describe('the error vocabulary', () => {
  it('maps coded errors to their status and the one body shape', () => {
    expect(toErrorAnswer(new AppError('GARAGE_NOT_FOUND', 'No such garage'))).toEqual({ status: 404, body: { error: { code: 'GARAGE_NOT_FOUND', message: 'No such garage' } } });
    expect(toErrorAnswer(new AppError('NOT_SERVICEABLE', 'No'))).toMatchObject({ status: 409 });
  });

  it('hides the details of unexpected errors', () => {
    expect(toErrorAnswer(new Error('connection refused at 10.0.0.1'))).toEqual({ status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  });

  it('reads an error body message, falling back to the unknown-error text', () => {
    expect(messageOf({ error: { code: 'X', message: 'Slot type not found' } })).toBe('Slot type not found');
    expect(messageOf({ error: { code: 'X', message: '' } })).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(messageOf('oops')).toBe('An unknown error occurred');
    expect(messageOf(null)).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it('turns a schema failure into one readable message', () => {
    const schema = z.object({ pincode: z.string().regex(/^\d{6}$/, 'must be 6 digits'), make: z.string().min(1, 'is required') });
    try {
      parseInput(schema, { pincode: '12', make: '' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION_FAILED');
      expect((error as AppError).message).toBe('pincode: must be 6 digits; make: is required');
    }
  });
});
