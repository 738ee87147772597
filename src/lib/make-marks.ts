// Makes are shown by a two-letter text mark (never a brand logo). Marks must not collide: Mahindra
// and Maserati, Mini and Mitsubishi, Volkswagen and Volvo would all share one if each took its
// first two letters. Marks are given once, over the whole catalogue, popular makes first.

const letters = (name: string) => name.toUpperCase().replace(/[^A-Z]/g, '');

/** The marks a make could take, best first: its words' initials, then its first letter with each later one. */
export function markCandidates(name: string): string[] {
  const words = name
    .toUpperCase()
    .split(/[\s-]+/)
    .map(letters)
    .filter(Boolean);
  const all = letters(name);
  const candidates: string[] = [];
  if (words.length >= 2) candidates.push(`${words[0]![0]}${words[1]![0]}`);
  for (const next of all.slice(1)) candidates.push(`${all[0]}${next}`);
  if (all.length === 1) candidates.push(`${all}${all}`);
  return [...new Set(candidates)];
}

/**
 * A mark for each make, unique across the list: in the order given (popular first), each takes its
 * first candidate no earlier make took; a make with none left falls back to its first candidate.
 */
export function assignMarks(names: readonly string[]): Map<string, string> {
  const taken = new Set<string>();
  const marks = new Map<string, string>();
  for (const name of names) {
    const candidates = markCandidates(name);
    const mark = candidates.find((c) => !taken.has(c)) ?? candidates[0] ?? '?';
    taken.add(mark);
    marks.set(name, mark);
  }
  return marks;
}

/** A make's stored mark; a make added without one shows its first candidate. */
export function markOf(make: { name: string; mark: string | null }): string {
  return make.mark ?? markCandidates(make.name)[0] ?? '?';
}
