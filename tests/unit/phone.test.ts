import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from '@/contracts/input-rules';

describe('Indian mobile numbers', () => {
  it.each([
    ['9845012345', '9845012345'], ['+91 98450 12345', '9845012345'], ['+919845012345', '9845012345'],
    ['09845012345', '9845012345'], ['98450-12345', '9845012345'], ['(+91) 7012 345 678', '7012345678'], ['0091 6123456789', '6123456789'],
  ])('accepts %s as %s', (input, expected) => expect(normaliseIndianMobile(input)).toBe(expected));

  it.each(['12345', '5845012345', '98450123456', 'phone', '+1 415 555 0100', '', '98450 1234a', '044 2345 678'])('refuses %j', (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });
});

describe('tap-to-call links', async () => {
  const { telHref } = await import('@/lib/phone');
  it('keep the plus and the digits only', () => {
    expect(telHref('+91 80 4125 6780')).toBe('tel:+918041256780');
    expect(telHref('1800-266-0101')).toBe('tel:18002660101');
  });
});
