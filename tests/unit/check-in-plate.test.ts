import { describe, expect, it } from 'vitest';
import { readPlate } from '@/lib/check-in-plate';

const refused = { ok: false, message: 'Enter the number on the car’s plate, like KA 05 MN 1234, or leave it empty' };

describe("the car's number read off the plate at check-in", () => {
  it.each([
    ['KA05MN1234', 'KA05MN1234'],
    ['ka-05 mn 1234', 'KA05MN1234'],
    [' KA 05 MN 1234 ', 'KA05MN1234'],
  ])('%j reads as %s', (text, registration) => expect(readPlate(text)).toEqual({ ok: true, registration }));

  it('left empty, nothing is read', () => expect(readPlate('   ')).toEqual({ ok: true, registration: undefined }));

  it.each(['KA05', 'ZZ05MN1234', '12345', 'forty'])('%j is refused in words', (text) => expect(readPlate(text)).toEqual(refused));
});
