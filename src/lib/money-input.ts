// Amounts typed by staff in rupees, as paise. Pure.

/** '450' → 45000, '1,800.5' → 180050, '0' → 0; null for anything that is not a non-negative amount with at most 2 decimals. */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
