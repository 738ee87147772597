// What the staff pages' header says about who is signed in: their name and the service centres they
// work for. Pure; src/layouts/StaffLayout.astro reads the names.

/** The staff member as the header shows them. */
export interface StaffBadge {
  name: string;
  centres: string;
}

/**
 * 'Service Centre Kudlu Gate', 'Kudlu Gate and Thanisandra', 'Kudlu Gate, Thanisandra and Gota';
 * an admin works for every centre; an advisor with none is told so.
 */
export function centresLine(kind: 'advisor' | 'admin', names: readonly string[]): string {
  if (kind === 'admin') return 'All service centres';
  if (names.length === 0) return 'No service centre yet';
  if (names.length === 1) return names[0]!;
  // Several: the shared 'Service Centre ' once is enough for the eye.
  const short = names.map((n) => n.replace(/^Service Centre\s+/i, ''));
  return `${short.slice(0, -1).join(', ')} and ${short[short.length - 1]}`;
}

/** The header's name and centres; a staff record without a name reads as its role. */
export function staffBadge(kind: 'advisor' | 'admin', userName: string | null | undefined, centreNames: readonly string[]): StaffBadge {
  const name = userName?.trim() || (kind === 'admin' ? 'Admin' : 'Service advisor');
  return { name, centres: centresLine(kind, centreNames) };
}
