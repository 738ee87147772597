// POST /service-centre/api/logger takes the product's own log shape and nothing else, bounded.
import { describe, expect, it } from 'vitest';
import { ClientLogSchema } from '@/contracts/log';
import { describeIssues } from '@/contracts/parse';

const refusal = (input: unknown) => {
  const result = ClientLogSchema.safeParse(input);
  return result.success ? 'ok' : describeIssues(result.error);
};
const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

describe('a browser log line', () => {
  it('is a level, a message, a page and a flat context', () => {
    expect(
      ClientLogSchema.parse({
        level: 'warn',
        message: 'Pincode search failed',
        page: '/service-centre/bangalore/kudlu-gate',
        context: { status: 502, code: 'UPSTREAM_FAILED', retried: false, garage: null, 'island.name': 'PincodeSearch' },
      }),
    ).toEqual({
      level: 'warn',
      message: 'Pincode search failed',
      page: '/service-centre/bangalore/kudlu-gate',
      context: { status: 502, code: 'UPSTREAM_FAILED', retried: false, garage: null, 'island.name': 'PincodeSearch' },
    });
  });

  it('is an error unless told, and needs nothing but the message', () => {
    expect(ClientLogSchema.parse({ message: 'boom' })).toEqual({ level: 'error', message: 'boom' });
  });

  it('keeps the lines of a message, trimmed', () => {
    expect(ClientLogSchema.parse({ message: '  TypeError: x is undefined\r\n    at render (Island.tsx:12)\t ' }).message).toBe(
      'TypeError: x is undefined\n    at render (Island.tsx:12)',
    );
  });

  it.each([
    ['an unknown level', { level: 'fatal', message: 'x' }, 'level: Invalid option: expected one of "debug"|"info"|"warn"|"error"'],
    ['an empty message', { message: '   ' }, 'message: message is required'],
    ['no message', {}, 'message: message is required'],
    ['a message of 501 characters', { message: 'm'.repeat(501) }, 'message: message is at most 500 characters'],
    ['a message with NUL', { message: 'boom\u0000' }, 'message: message has characters that are not allowed'],
    ['a message with a lone surrogate', { message: 'boom\udc00' }, 'message: message has characters that are not allowed'],
    ['a message with an escape sequence', { message: '\u001b[2Jboom' }, 'message: message has characters that are not allowed'],
    ['a page elsewhere', { message: 'x', page: 'https://evil.example/service-centre' }, 'page: page must be a path under /service-centre'],
    [
      'a page that only starts like ours',
      { message: 'x', page: '/service-centre-fake' },
      'page: page must be a path under /service-centre',
    ],
    ['a page with a space', { message: 'x', page: '/service-centre/a b' }, 'page: page must be a path under /service-centre'],
    ['a page of 301 characters', { message: 'x', page: `/service-centre/${'p'.repeat(285)}` }, 'page: page is at most 300 characters'],
    ['a page with NUL', { message: 'x', page: '/service-centre/\u0000' }, 'page: page has characters that are not allowed'],
    ['an unknown field', { message: 'x', user: 'asha' }, 'Unrecognized key: "user"'],
    [
      'a nested context',
      { message: 'x', context: { request: { headers: {} } } },
      'context.request: context values are text, numbers, true, false or null',
    ],
    [
      'a list in the context',
      { message: 'x', context: { ids: [1, 2] } },
      'context.ids: context values are text, numbers, true, false or null',
    ],
    ['a context that is a list', { message: 'x', context: ['a'] }, 'context: Invalid input: expected record, received array'],
    ['a context that is text', { message: 'x', context: 'hello' }, 'context: Invalid input: expected record, received string'],
    ['21 context keys', { message: 'x', context: keys(21) }, 'context: context has at most 20 keys'],
    [
      '10,000 context keys, refused before any is read',
      { message: 'x', context: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, { deep: i }])) },
      'context: context has at most 20 keys',
    ],
    [
      'a context key of 41 characters',
      { message: 'x', context: { ['k'.repeat(41)]: 1 } },
      `context.${'k'.repeat(41)}: context keys are at most 40 letters, digits, _, . or -`,
    ],
    [
      'a context key with a space',
      { message: 'x', context: { 'a b': 1 } },
      'context.a b: context keys are at most 40 letters, digits, _, . or -',
    ],
    [
      'a context value of 301 characters',
      { message: 'x', context: { note: 'n'.repeat(301) } },
      'context.note: a context value is at most 300 characters',
    ],
    [
      'a context value with NUL',
      { message: 'x', context: { note: 'a\u0000' } },
      'context.note: a context value has characters that are not allowed',
    ],
  ])('refuses %s', (_name, input, message) => {
    expect(refusal(input)).toBe(message);
  });

  it('accepts 20 context keys of 40 characters and values of 300', () => {
    expect(refusal({ message: 'x', context: keys(20) })).toBe('ok');
    expect(refusal({ message: 'x', context: { ['k'.repeat(40)]: 'v'.repeat(300) } })).toBe('ok');
    expect(refusal({ message: 'm'.repeat(500), page: `/service-centre/${'p'.repeat(284)}` })).toBe('ok');
    expect(refusal({ message: 'x', page: '/service-centre' })).toBe('ok');
    expect(refusal({ message: 'x', page: '/service-centre?pincode=560068#top' })).toBe('ok');
  });
});
