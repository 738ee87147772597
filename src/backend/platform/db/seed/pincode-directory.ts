// Fills the pincode directory (India's pincodes, folded from India Post's offices by
// ./fold-pincode-offices) at first start.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { pincodeDirectory } from '../schema';
import { foldDirectory } from './fold-pincode-offices';

/**
 * The built server's child script (server/fold-pincode-directory.ts): it folds the directory and
 * writes its count and JSON to its output. Reading the 30 MB of offices takes ~250 MB for a
 * moment, which the serving process would then hold as heap (RSS 376 MB instead of 219 MB after a
 * cold start on PostgreSQL) until V8 shrinks it; a child gives it all back when it exits. The sources (tests, which seed many databases) fold here once per process.
 */
const FOLD_SCRIPT = fileURLToPath(new URL('./fold-pincode-directory.mjs', import.meta.url));

let folded: { json: string; count: number } | undefined;
function foldedDirectory(): Promise<{ json: string; count: number }> {
  if (!existsSync(FOLD_SCRIPT)) {
    folded ??= foldDirectory();
    return Promise.resolve(folded);
  }
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [FOLD_SCRIPT], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`folding the pincode directory failed: ${stderr || error.message}`));
      const newline = stdout.indexOf('\n');
      resolve({ count: Number(stdout.slice(0, newline)), json: stdout.slice(newline + 1) });
    });
  });
}

/** Fills the pincode directory when it is empty (about 19,500 rows); later starts change nothing. */
export async function seedPincodeDirectory(db: Db): Promise<number> {
  const [row] = rowsOf<{ filled: boolean }>(await db.execute(sql`select exists (select 1 from pincode_directory) as filled`));
  if (row?.filled) return 0;
  const { json, count } = await foldedDirectory();
  // One statement with the rows as one JSON parameter: a tenth of the time of batched inserts.
  await db.execute(sql`insert into ${pincodeDirectory} (pincode, localities, district, state, latitude, longitude)
    select pincode, localities, district, state, latitude, longitude from json_populate_recordset(null::pincode_directory, ${json}::json)
    on conflict do nothing`);
  return count;
}
