// Address search over India Post's pincode directory: reading what was typed, naming a place, and
// ranking the post offices found (spec §7 maps/autocomplete; §9 page size 5). The database finds
// the candidate pincodes; these rules decide which offices are shown and in what order.
import { distanceKm, type Point } from './geo';

/** What was typed, read for the directory. */
export interface PlaceQuery {
  /** A full pincode, or the digits of one being typed ('5600'), when the input has one. */
  pincodePrefix: string | null;
  /** Words to find at the start of office, district and state words: lower case, no dots. */
  words: string[];
}

/** At most this many words are looked for; more say nothing a post office name would. */
export const MAX_QUERY_WORDS = 6;

/**
 * Reads the search input: digits alone are a pincode or its start; a 6-digit number next to words is
 * the pincode too ('Koramangala 560034'); shorter numbers among words are words ('Sector 18').
 * Null when nothing can match (a pincode starting with 0, more than one pincode, 7+ digits).
 */
export function readPlaceQuery(input: string): PlaceQuery | null {
  // A token of combining marks alone is no word (the full-text parser would drop it).
  const tokens = input
    .toLowerCase()
    .replace(/\./g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((t) => /[\p{L}\p{N}]/u.test(t));
  if (tokens.length === 0) return { pincodePrefix: null, words: [] };
  const digitsOnly = tokens.every((t) => /^\d+$/.test(t));
  const pincodes = tokens.filter((t) => /^\d+$/.test(t) && (digitsOnly || t.length >= 6));
  if (pincodes.length > 1 || pincodes.some((p) => p.length > 6 || p.startsWith('0'))) return null;
  return { pincodePrefix: pincodes[0] ?? null, words: tokens.filter((t) => !pincodes.includes(t)).slice(0, MAX_QUERY_WORDS) };
}

/** The pincodes starting with a prefix, as an inclusive range: '5600' → ['560000', '560099']. */
export function pincodeRange(prefix: string): [string, string] {
  return [prefix.padEnd(6, '0'), prefix.padEnd(6, '9')];
}

/** A full-text query matching every word at the start of a word: ['kudlu', 'ga'] → 'kudlu:* & ga:*'. */
export function prefixTsQuery(words: readonly string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}

/** The city of an address from its district: Delhi's districts are Delhi; 'Bengaluru Urban' → 'Bengaluru', 'Mumbai Suburban' → 'Mumbai'. */
export function cityOfDistrict(district: string, state: string): string {
  if (state.toLowerCase() === 'delhi') return 'Delhi';
  return district.replace(/\s+(sub)?urban$/i, '') || district;
}

const PLACE_ID = /^in-post:([1-9]\d{5})(?::(.+))?$/s;
/** The place id of a post office: 'in-post:560068:Bommanahalli'. */
export const directoryPlaceId = (pincode: string, locality: string) => `in-post:${pincode}:${locality}`;
/** The pincode and office of a directory place id ('in-post:560068' names the pincode's first office); null for any other id. */
export function readDirectoryPlaceId(id: string): { pincode: string; locality: string | null } | null {
  const match = PLACE_ID.exec(id);
  return match ? { pincode: match[1]!, locality: match[2] ?? null } : null;
}

/** One pincode of the directory. */
export interface DirectoryRow {
  pincode: string;
  localities: readonly string[];
  district: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** A post office found, with what the screens show. */
export interface DirectoryMatch {
  pincode: string;
  locality: string;
  city: string;
  state: string;
  /** 'Bommanahalli, Bengaluru, Karnataka 560068' */
  description: string;
  /** 'Bengaluru, Karnataka 560068' */
  secondary: string;
}

export function matchOf(row: DirectoryRow, locality: string): DirectoryMatch {
  const city = cityOfDistrict(row.district, row.state);
  const secondary = `${city}, ${row.state} ${row.pincode}`;
  return { pincode: row.pincode, locality, city, state: row.state, secondary, description: `${locality}, ${secondary}` };
}

/** Places this close to the garage are its neighbourhood: they come before farther ones. */
export const NEARBY_KM = 50;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/\./g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
const startsAWord = (haystack: readonly string[], word: string) => haystack.some((w) => w.startsWith(word));

/**
 * How well an office name answers the words: 0 the name is what was typed, 1 it starts with it,
 * 2 every word starts one of its words (or the district's or state's, one at least its own);
 * null when the name does not answer them.
 */
export function matchClass(locality: string, words: readonly string[], row: Pick<DirectoryRow, 'district' | 'state'>): 0 | 1 | 2 | null {
  const own = wordsOf(locality);
  const phrase = words.join(' ');
  const name = own.join(' ');
  if (name === phrase) return 0;
  if (name.startsWith(phrase)) return 1;
  const around = [...own, ...wordsOf(row.district), ...wordsOf(row.state)];
  return words.every((w) => startsAWord(around, w)) && words.some((w) => startsAWord(own, w)) ? 2 : null;
}

/**
 * The offices to show for the pincodes found, best first, at most `limit`: for words, the offices
 * whose names answer them (a pincode found by its district alone shows its main office); for a full
 * pincode all its offices; for part of one, or suggestions, each pincode's main office. With `near`,
 * the garage's neighbourhood (within NEARBY_KM) comes first; then the closest match to what was
 * typed, then the nearest; without it, the closest match. Otherwise the rows' order is kept.
 */
export function rankDirectoryMatches(
  rows: readonly DirectoryRow[],
  query: PlaceQuery,
  options: { limit: number; near?: Point },
): DirectoryMatch[] {
  const full = query.pincodePrefix?.length === 6;
  const found: { match: DirectoryMatch; rank: number; km: number }[] = [];
  for (const row of rows) {
    const km = options.near ? distanceKm(options.near, { lat: row.latitude, lng: row.longitude }) : 0;
    const offices: { locality: string; rank: number }[] = [];
    if (query.words.length > 0) {
      for (const locality of row.localities) {
        const rank = matchClass(locality, query.words, row);
        if (rank !== null) offices.push({ locality, rank });
      }
      if (offices.length === 0 && row.localities[0]) offices.push({ locality: row.localities[0], rank: 3 });
    } else {
      const shown = full ? row.localities : row.localities.slice(0, 1);
      offices.push(...shown.map((locality) => ({ locality, rank: 0 })));
    }
    for (const office of offices) found.push({ match: matchOf(row, office.locality), rank: office.rank, km });
  }
  const far = (km: number) => (options.near && km > NEARBY_KM ? 1 : 0);
  // A stable sort: ties keep the rows' order (the database's, nearest or by pincode; a suggestion's, as given).
  found.sort((a, b) => far(a.km) - far(b.km) || a.rank - b.rank || a.km - b.km);
  return found.slice(0, options.limit).map((f) => f.match);
}

/** Places nearest a point first (a garage's pick-up areas to suggest); equally near ones by pincode. */
export function nearestFirst<T extends { pincode: string; latitude: number; longitude: number }>(places: readonly T[], point: Point): T[] {
  const km = (p: T) => distanceKm(point, { lat: p.latitude, lng: p.longitude });
  return [...places].sort((a, b) => km(a) - km(b) || a.pincode.localeCompare(b.pincode));
}
