// How one typed word matches one catalogue word, forgiving case, spaces, punctuation and small typos.
// No dependencies: the vehicle search runs it on the server for every word of the catalogue.

/** Lower-case letters and digits only, accents dropped: 'Mercedes-Benz' → 'mercedesbenz', 'Citroën' → 'citroen'. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The words of a text, each normalised: 'Grand i10 Nios' → ['grand', 'i10', 'nios'], 'D-Max V-Cross' → ['d', 'max', 'v', 'cross']. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Typos forgiven in a typed word: none under 4 letters, 1 from 4, 2 from 7 (short words would match too much). */
export function allowedTypos(length: number): number {
  return length >= 7 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * The fewest edits (insert, delete, substitute, swap two neighbours) that turn `typed` into `word`, or into
 * some start of `word` when `prefix` is set, so 'fortun' is 0 from 'fortuner' and 'fotune' is 1.
 * Optimal-string-alignment Damerau–Levenshtein.
 */
export function editDistance(typed: string, word: string, prefix = false): number {
  const rows = typed.length + 1;
  const cols = word.length + 1;
  // d[i][j]: edits between typed[0..i) and word[0..j); three rows are enough for the swap rule.
  let before: number[] = [];
  let previous = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = [i];
    for (let j = 1; j < cols; j++) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return prefix ? Math.min(...previous) : previous[cols - 1]!;
}

/** How a typed word meets a catalogue word, best first. */
export const Match = { EXACT: 0, PREFIX: 1, INSIDE: 2, TYPO: 3 } as const;
export type MatchTier = (typeof Match)[keyof typeof Match];

/**
 * How `typed` matches `word` (both normalised): the same word, its start, a part of it (from 2 letters;
 * not when `inside` is false), or its start within the allowed typos; null when it does not match.
 */
export function matchWord(typed: string, word: string, inside = true): MatchTier | null {
  if (!typed || !word) return null;
  if (typed === word) return Match.EXACT;
  if (word.startsWith(typed)) return Match.PREFIX;
  if (inside && typed.length >= 2 && word.includes(typed)) return Match.INSIDE;
  const typos = allowedTypos(typed.length);
  // Any start of the word is at least this many edits away: skip the table when it cannot be close.
  if (typos === 0 || typed.length - word.length > typos) return null;
  return editDistance(typed, word, true) <= typos ? Match.TYPO : null;
}
