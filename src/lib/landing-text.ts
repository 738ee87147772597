/** Small text helpers for the garage landing pages (no libraries, so they are safe anywhere). */

/** A 1–5 rating as five star characters, '★★★★☆', and the words a screen reader says instead. */
export function starRating(rating: number): { stars: string; label: string } {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return { stars: '★'.repeat(full) + '☆'.repeat(5 - full), label: `Rated ${full} out of 5` };
}
