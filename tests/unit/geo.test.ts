import { describe, expect, it } from 'vitest';
import { formatDistance } from '@/lib/geo';

describe('how far a garage is', () => {
  it.each([
    [0.4, 'Less than 1 km away'],
    [1, '1.0 km away'],
    [3.26, '3.3 km away'],
    [9.94, '9.9 km away'],
    [10, '10 km away'],
    [12.6, '13 km away'],
  ])('shows %s km as %j', (km, text) => expect(formatDistance(km)).toBe(text));
});
