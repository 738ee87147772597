import { describe, expect, it } from 'vitest';
import { formatDistance } from '@/lib/geo';

describe('how far a garage is', () => {
  it.each([
    [0, 'Less than 1 km away'],
    [0.4, 'Less than 1 km away'],
    [0.99, 'Less than 1 km away'],
  ])('shows %s km, under a kilometre, as %j', (km, text) => expect(formatDistance(km)).toBe(text));

  it.each([
    [1, '1.0 km away'],
    [3.26, '3.3 km away'],
    [3.24, '3.2 km away'],
    [9.94, '9.9 km away'],
    [9.96, '10 km away'],
  ])('shows %s km, from one to under ten, to a tenth: %j', (km, text) => expect(formatDistance(km)).toBe(text));

  it.each([
    [10, '10 km away'],
    [10.49, '10 km away'],
    [10.5, '11 km away'],
    [12.6, '13 km away'],
    [148.2, '148 km away'],
  ])('shows %s km, from ten up, in whole kilometres: %j', (km, text) => expect(formatDistance(km)).toBe(text));
});
