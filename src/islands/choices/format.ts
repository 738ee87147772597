/** How long a job takes: 1 → 'About 1 hour', 6 → 'About 6 hours', 24 → 'About 1 day'. */
export function durationLabel(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) {
    const days = hours / 24;
    return `About ${days} ${days === 1 ? 'day' : 'days'}`;
  }
  return `About ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Items grouped by their category, categories in order of first appearance. */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}
