import postgres from 'postgres';
import { openDatabase } from '@/backend/platform/db/client';
import { imageKey, migrateAndSeed } from './pglite-image';

// Migrating and seeding a PostgreSQL database takes seconds; copying a database that is already
// migrated and seeded (CREATE DATABASE … TEMPLATE) takes a fraction of that. The template is made
// once per shape of the schema and seed (the same key as PGlite's image: the migrations, the seed and
// the code it runs, the package versions and today's IST date), by whichever test process asks
// first, under an advisory lock the others wait on; templates of other shapes are dropped then.

const LOCK = 7_301_742; // pg_advisory_lock key: "making the seeded template"
const quiet = { onnotice: () => {} };

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let made: { adminUrl: string; name: Promise<string> } | undefined;

/** The name of a migrated, seeded database to copy test databases from (made on first use). */
export function seededTemplate(adminUrl: string): Promise<string> {
  if (made?.adminUrl === adminUrl) return made.name;
  const name = makeTemplate(adminUrl);
  made = { adminUrl, name };
  name.catch(() => {
    made = undefined;
  });
  return name;
}

async function makeTemplate(adminUrl: string): Promise<string> {
  const name = `sc_tpl_${imageKey(new Date())}`;
  // One connection: the advisory lock belongs to it.
  const admin = postgres(adminUrl, { max: 1, ...quiet });
  try {
    await admin`select pg_advisory_lock(${LOCK})`;
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (found) return name;
    const building = `${name}_part`;
    await admin.unsafe(`drop database if exists "${building}" with (force)`);
    await admin.unsafe(`create database "${building}"`);
    const database = await openDatabase({ url: databaseUrl(adminUrl, building), poolMax: 1, dataDir: 'memory://' });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
    // Renamed when whole: a process that finds the name finds a finished template.
    await admin.unsafe(`alter database "${building}" rename to "${name}"`);
    const stale = await admin<
      { datname: string }[]
    >`select datname from pg_database where datname like 'sc\_tpl\_%' and datname <> ${name}`;
    for (const { datname } of stale) await admin.unsafe(`drop database if exists "${datname}" with (force)`).catch(() => {});
    return name;
  } finally {
    await admin`select pg_advisory_unlock(${LOCK})`.catch(() => {});
    await admin.end({ timeout: 5 });
  }
}
