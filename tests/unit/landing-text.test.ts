import { describe, expect, it } from 'vitest';
import { starRating } from '@/lib/landing-text';

describe('star ratings', () => {
  it('draws whole stars and says the rating in words', () => {
    expect(starRating(4)).toEqual({ stars: '★★★★☆', label: 'Rated 4 out of 5' });
    expect(starRating(5)).toEqual({ stars: '★★★★★', label: 'Rated 5 out of 5' });
    expect(starRating(1)).toEqual({ stars: '★☆☆☆☆', label: 'Rated 1 out of 5' });
  });

  it('rounds to the nearest whole star, half a star up', () => {
    expect(starRating(4.5)).toEqual({ stars: '★★★★★', label: 'Rated 5 out of 5' });
    expect(starRating(4.49)).toEqual({ stars: '★★★★☆', label: 'Rated 4 out of 5' });
    expect(starRating(4.6).stars).toBe('★★★★★');
  });

  it('keeps odd values within zero to five stars', () => {
    expect(starRating(9)).toEqual({ stars: '★★★★★', label: 'Rated 5 out of 5' });
    expect(starRating(0)).toEqual({ stars: '☆☆☆☆☆', label: 'Rated 0 out of 5' });
    expect(starRating(-1)).toEqual({ stars: '☆☆☆☆☆', label: 'Rated 0 out of 5' });
  });
});
