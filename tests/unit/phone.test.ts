import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from '@/contracts/input-rules';
import { telHref } from '@/lib/phone';

describe('Indian mobile numbers', () => {
  it.each([
    ['9845012345', '9845012345'],
    ['+91 98450 12345', '9845012345'],
    ['+919845012345', '9845012345'],
    ['919845012345', '9845012345'],
    ['09845012345', '9845012345'],
    ['98450-12345', '9845012345'],
    ['(+91) 7012 345 678', '7012345678'],
    ['0091 6123456789', '6123456789'],
    ['98450.12345', '9845012345'],
  ])('accepts %s as %s', (input, expected) => expect(normaliseIndianMobile(input)).toBe(expected));

  it('accepts numbers starting with 6 to 9 and refuses those starting with 5 or lower', () => {
    expect(normaliseIndianMobile('6000000000')).toBe('6000000000');
    expect(normaliseIndianMobile('9999999999')).toBe('9999999999');
    expect(normaliseIndianMobile('5999999999')).toBeNull();
    expect(normaliseIndianMobile('0999999999')).toBeNull();
  });

  it('reads a leading 91 as the country code only when ten digits follow', () => {
    expect(normaliseIndianMobile('9198450123')).toBe('9198450123');
  });

  it.each([
    '12345',
    '5845012345',
    '98450123456',
    '984501234',
    'phone',
    '+1 415 555 0100',
    '',
    '98450 1234a',
    '044 2345 678',
    '98450+12345',
    '+9109845012345',
  ])('refuses %j', (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });
});

describe('tap-to-call links', () => {
  it('keep the plus and the digits only', () => {
    expect(telHref('+91 80 4125 6780')).toBe('tel:+918041256780');
    expect(telHref('1800-266-0101')).toBe('tel:18002660101');
    expect(telHref('(080) 4125.6780')).toBe('tel:08041256780');
  });
});
