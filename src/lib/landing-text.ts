/** Small text helpers for the garage landing pages (no libraries, so they are safe anywhere). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date as '12 Sep 2026' from 'YYYY-MM-DD' (or an ISO instant, read as its calendar date in IST); '' when unreadable. */
export function formatShortDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (day) {
    const [, y, m, d] = day.map(Number) as [number, number, number, number];
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return '';
    return `${d} ${MONTHS[m - 1]} ${y}`;
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const ist = new Date(instant.getTime() + 330 * 60_000);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** Up to two initials of a make's name for its text mark, on landing pages and in the car picker alike: 'Maruti Suzuki' → 'MS', 'Kia' → 'KI', 'MG' → 'MG'. */
export function monogram(name: string): string {
  const words = name.trim().split(/[\s-]+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
}

/** A 1–5 rating as five star characters, '★★★★☆', and the words a screen reader says instead. */
export function starRating(rating: number): { stars: string; label: string } {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return { stars: '★'.repeat(full) + '☆'.repeat(5 - full), label: `Rated ${full} out of 5` };
}
