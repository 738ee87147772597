/** Small text helpers for the garage landing pages (no libraries, so they are safe anywhere). */
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
