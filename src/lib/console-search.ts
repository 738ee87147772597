// The console's search (docs/decisions/050): a registration number typed any way ("ka05mn1234",
// "KA 05 MN 1234", part of it) or the last digits of the customer's phone. Pure.

interface Searchable {
  registration_number: string | null;
  phone_number: string | null;
}

const plateKey = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/** The search as typed, made comparable: spaces, hyphens and case dropped; empty when nothing was typed. */
export function searchKey(query: string | null | undefined): string {
  return plateKey((query ?? '').trim()).slice(0, 20);
}

/**
 * Whether a card answers the search: its plate contains the letters and digits typed, or, for digits
 * only, its phone ends with them (a +91 or 0 before a whole number is dropped). An empty search matches every card.
 */
export function matchesSearch(item: Searchable, query: string): boolean {
  const key = searchKey(query).replace(/^\+/, '');
  if (key === '') return true;
  if (item.registration_number && plateKey(item.registration_number).includes(key)) return true;
  if (!/^\d+$/.test(key) || !item.phone_number) return false;
  const digits = key.length > 10 ? key.slice(-10) : key;
  return item.phone_number.replace(/\D/g, '').endsWith(digits);
}
