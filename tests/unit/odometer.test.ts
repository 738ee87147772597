import { describe, expect, it } from 'vitest';
import { readOdometer } from '@/lib/odometer';

const refused = { ok: false, message: 'Enter the odometer reading in whole kilometres (0 to 20,00,000), or leave it empty' };

describe('the odometer reading typed at check-in', () => {
  it.each([
    ['45210', 45_210],
    ['45,210', 45_210],
    [' 1,23,456 km ', 123_456],
    ['0', 0],
    ['2000000', 2_000_000],
  ])('%j reads as %i km', (text, km) => expect(readOdometer(text)).toEqual({ ok: true, km }));

  it('left empty, there is no reading', () => expect(readOdometer('  ')).toEqual({ ok: true, km: undefined }));

  it.each(['2000001', '45210.5', '-3', 'forty', '12a'])('%j is refused in words', (text) => expect(readOdometer(text)).toEqual(refused));
});
