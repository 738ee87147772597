// `npm run analytics-keys -- …`: the analytics write keys (decision 052), one per site that sends events.
//   list                       every key: its site, whether it lets automated browsers through, whether revoked
//   add --key <key> --site <name>   a key for another site
//   revoke --key <key>         refuses the key's events from now on (within 10 s in every running process); never undone
// It opens the configured database (DATABASE_URL, else the PGlite folder DATA_DIR, which must not be
// in use by a running server) and applies migrations first.
import { parseArgs } from 'node:util';
import './check-env';
import { openCommandDatabase } from './command-database';
import { insertWriteKeyIfAbsent, listWriteKeys, revokeWriteKey } from '@/backend/analytics';

const USAGE = `Usage:
  npm run analytics-keys -- list
  npm run analytics-keys -- add --key <key> --site <name>
  npm run analytics-keys -- revoke --key <key>`;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(64);
};

const { positionals, values } = parseArgs({ allowPositionals: true, options: { key: { type: 'string' }, site: { type: 'string' } } });
const [command] = positionals;
if (!command || !['list', 'add', 'revoke'].includes(command)) fail('Say what to do: list, add or revoke.');
const key = values.key ?? '';
if (command !== 'list' && !/^[A-Za-z0-9_-]{8,128}$/.test(key)) fail('--key must be 8 to 128 letters, digits, dashes or underscores.');

const database = await openCommandDatabase(fail);
try {
  const { db } = database;
  if (command === 'list') {
    for (const row of await listWriteKeys(db)) {
      const state = row.revokedAt ? `revoked ${row.revokedAt.toISOString()}` : 'live';
      process.stdout.write(`${row.key}  ${row.site}  ${row.automation ? 'automation' : 'site'}  ${state}\n`);
    }
  } else if (command === 'add') {
    const site = values.site?.trim() || fail('--site names the site that sends with this key.');
    await insertWriteKeyIfAbsent(db, { key, site, automation: false });
    process.stdout.write(`${key} is a write key of ${site} (a key that existed is left as it was).\n`);
  } else {
    if (!(await revokeWriteKey(db, key, new Date()))) fail(`No live key is ${key}.`);
    process.stdout.write(`Revoked ${key}: its events are refused from now on.\n`);
  }
} finally {
  await database.close();
}
