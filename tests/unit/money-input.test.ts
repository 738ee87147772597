import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from '@/lib/money-input';

describe('rupees typed on the console, as paise', () => {
  it('reads whole rupees, paise, commas and a rupee sign', () => {
    expect(rupeesToPaise('450')).toBe(45_000);
    expect(rupeesToPaise('1800.5')).toBe(180_050);
    expect(rupeesToPaise('1,800.05')).toBe(180_005);
    expect(rupeesToPaise(' ₹ 0 ')).toBe(0);
    expect(rupeesToPaise('₹450')).toBe(45_000);
    expect(rupeesToPaise('9999999.99')).toBe(999_999_999);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '4.505', 'abc', '12a', '10000000', '.5', '12₹00', '450₹'])
      expect([text, rupeesToPaise(text)]).toEqual([text, null]);
  });
});
