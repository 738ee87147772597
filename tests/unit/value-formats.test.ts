import { describe, expect, it } from 'vitest';
import { formatMobile, formatRegistration } from '@/lib/value-formats';

describe('a mobile number is shown one way everywhere', () => {
  it('as +91 and two groups of five, however it was typed', () => {
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatMobile('+919876543210')).toBe('+91 98765 43210');
    expect(formatMobile('919876543210')).toBe('+91 98765 43210');
    expect(formatMobile('+91 98765-43210')).toBe('+91 98765 43210');
  });

  it('keeps a 10-digit number that starts with 91 whole', () => {
    expect(formatMobile('9198765432')).toBe('+91 91987 65432');
  });

  it('groups a masked number the same way', () => {
    expect(formatMobile('98•••••210')).toBe('+91 98••• ••210');
  });

  it('leaves what is not a mobile number as given', () => {
    expect(formatMobile('12345')).toBe('12345');
    // Twelve digits are a number with 91 in front only when they start with 91.
    expect(formatMobile('449876543210')).toBe('449876543210');
    expect(formatMobile('1800 266 0101')).toBe('1800 266 0101');
    expect(formatMobile('98765432101')).toBe('98765432101');
  });
});

describe('a registration number is shown as on the plate', () => {
  it('in groups, whatever the spacing typed', () => {
    expect(formatRegistration('KA05MN1234')).toBe('KA 05 MN 1234');
    expect(formatRegistration('ka 05 mn 1234')).toBe('KA 05 MN 1234');
    expect(formatRegistration('KA-05-MN-1234')).toBe('KA 05 MN 1234');
    expect(formatRegistration('22BH1234AA')).toBe('22 BH 1234 AA');
  });
});
