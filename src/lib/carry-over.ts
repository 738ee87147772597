/** Query parameters every navigation carries from the current address onto its target, in the order they are appended. */
export const CARRIED_PARAMS = [
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_medium',
  'utm_source',
  'category',
  'source',
  'orderId',
  'wOrderId',
  'appointmentId',
  'location',
  'garageId',
  'slot_type',
  'hide_app_bar',
  'pincode',
  'color',
] as const;

/** One of the carried query parameter names. */
export type CarriedParam = (typeof CARRIED_PARAMS)[number];

/**
 * The target href with each carried parameter of the current address appended, unless the target already has it.
 * `currentSearch` is the current query string (leading '?' optional) or its URLSearchParams. The target's own query
 * text and hash are kept verbatim; empty current values and non-carried parameters are not carried; when the current
 * address repeats a parameter, its first non-empty value is used. Works for paths, relative hrefs and full URLs.
 */
export function carryOver(currentSearch: string | URLSearchParams, target: string): string {
  const current = typeof currentSearch === 'string' ? new URLSearchParams(currentSearch) : currentSearch;

  const hashAt = target.indexOf('#');
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const existing = new URLSearchParams(query);

  const carried = new URLSearchParams();
  for (const name of CARRIED_PARAMS) {
    if (existing.has(name)) continue;
    const value = current.getAll(name).find((v) => v !== '');
    if (value !== undefined) carried.append(name, value);
  }

  const added = carried.toString();
  if (added === '') return target;
  return `${base}?${query === '' ? added : `${query}&${added}`}${hash}`;
}
