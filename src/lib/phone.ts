/**
 * An Indian mobile number as 10 digits, or null. Accepts the usual ways people type it:
 * "+91 98450 12345", "098450-12345", "9845012345".
 */
export function normaliseIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(bare) ? bare : null;
}

/** A tap-to-call link for a phone number as shown ('+91 80 4125 6780' → 'tel:+918041256780'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
