// The queries of the embedded maps provider over pincode_directory (India Post's directory).
import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyOf } from '../../db/any-of';
import { pincodeDirectory as dir } from '../../db/schema';
import type { DirectoryRow } from '@/lib/place-search';

export interface Position {
  latitude: number;
  longitude: number;
}

/** How many pincodes a search reads before ranking their offices. */
const CANDIDATES = 50;

/**
 * Nearness for ordering only: degrees of latitude and of longitude shrunk by the latitude's
 * cosine, squared (exact enough within India; the ranking measures great circles).
 */
function nearness(position: Position): SQL {
  const shrink = Math.cos((position.latitude * Math.PI) / 180);
  return sql`power(${dir.latitude} - ${position.latitude}, 2) + power((${dir.longitude} - ${position.longitude}) * ${shrink}, 2)`;
}

const byNearness = (near: Position | undefined) => (near ? [nearness(near), asc(dir.pincode)] : [asc(dir.pincode)]);

/** Pincodes whose offices, district or state have words starting with each word; within a pincode range when given. */
export function findPincodesByWords(
  db: Db,
  query: { tsQuery: string; range?: [string, string]; near?: Position },
): Promise<DirectoryRow[]> {
  // The same expression as pincode_directory_words_idx, so the index answers it.
  const words = sql`pincode_place_words(${dir.localities}, ${dir.district}, ${dir.state}) @@ to_tsquery('simple', ${query.tsQuery})`;
  return db
    .select()
    .from(dir)
    .where(query.range ? and(words, between(dir.pincode, ...query.range)) : words)
    .orderBy(...byNearness(query.near))
    .limit(CANDIDATES);
}

/** Pincodes in a range ('560000'–'560099': typed '5600'), nearest first when a position is given. */
export function findPincodesInRange(db: Db, range: [string, string], near?: Position): Promise<DirectoryRow[]> {
  return db
    .select()
    .from(dir)
    .where(between(dir.pincode, ...range))
    .orderBy(...byNearness(near))
    .limit(CANDIDATES);
}

export function findPincodes(db: Db, pincodes: readonly string[]): Promise<DirectoryRow[]> {
  if (pincodes.length === 0) return Promise.resolve([]);
  return db.select().from(dir).where(anyOf(dir.pincode, pincodes));
}

export async function findPincode(db: Db, pincode: string): Promise<DirectoryRow | undefined> {
  return (await db.select().from(dir).where(eq(dir.pincode, pincode)))[0];
}

/** The pincode whose offices' middle is nearest a position, within a box of ± `degrees` around it. */
export async function findNearestPincode(db: Db, position: Position, degrees: number): Promise<DirectoryRow | undefined> {
  const widen = degrees / Math.max(0.1, Math.cos((position.latitude * Math.PI) / 180));
  const rows = await db
    .select()
    .from(dir)
    .where(
      and(
        between(dir.latitude, position.latitude - degrees, position.latitude + degrees),
        between(dir.longitude, position.longitude - widen, position.longitude + widen),
      ),
    )
    .orderBy(nearness(position))
    .limit(1);
  return rows[0];
}
