// `npm run staff -- …`: garage staff accounts, made only here, never by a public route.
//   add --phone 9000000003 --role advisor --garage KDG [--garage TNS] [--name "Priya Shah"]
//   add --phone 9000000004 --role admin
//   deactivate --phone 9000000003     (ends their sessions at once)
//   list
// It opens the configured database (DATABASE_URL, else the PGlite folder DATA_DIR, which must not be
// in use by a running server) and applies migrations first.
import { parseArgs } from 'node:util';
import { eq, inArray, ne } from 'drizzle-orm';
import './check-env';
import { normaliseIndianMobile } from '@/contracts/input-rules';
import { Role, type UserRole } from '@/contracts/vocabulary';
import { openCommandDatabase } from './command-database';
import { garages, staffGarages, users } from '@/backend/platform/db/schema';
import { deactivateUser, setStaff } from '@/backend/accounts/repository';

const USAGE = `Usage:
  npm run staff -- add --phone <mobile> --role advisor --garage <CODE> [--garage <CODE>…] [--name "<name>"]
  npm run staff -- add --phone <mobile> --role admin [--name "<name>"]
  npm run staff -- deactivate --phone <mobile>
  npm run staff -- list`;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(64);
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { phone: { type: 'string' }, role: { type: 'string' }, garage: { type: 'string', multiple: true }, name: { type: 'string' } },
});
const [command] = positionals;
if (!command || !['add', 'deactivate', 'list'].includes(command)) fail('Say what to do: add, deactivate or list.');

const database = await openCommandDatabase(fail);
try {
  const { db } = database;
  if (command === 'list') {
    const staff = await db.select().from(users).where(ne(users.role, Role.CUSTOMER));
    for (const person of staff) {
      const codes = await db
        .select({ code: garages.code })
        .from(staffGarages)
        .innerJoin(garages, eq(garages.id, staffGarages.garageId))
        .where(eq(staffGarages.userId, person.id));
      const state = person.deactivatedAt ? 'deactivated' : 'active';
      process.stdout.write(
        `${person.phoneNumber}  ${person.role.toLowerCase().padEnd(8)} ${state.padEnd(12)} ${codes.map((c) => c.code).join(',') || '-'}  ${person.fullName ?? ''}\n`,
      );
    }
  } else {
    const phone = normaliseIndianMobile(values.phone ?? '') ?? fail('--phone must be an Indian mobile number (10 digits starting 6-9).');
    if (command === 'deactivate') {
      const person = await deactivateUser(db, phone);
      if (!person) fail(`No account has the number ${phone}.`);
      process.stdout.write(`Deactivated ${phone}; their sessions have ended.\n`);
    } else {
      const role = (values.role ?? '').toUpperCase() as UserRole;
      if (role !== Role.ADVISOR && role !== Role.ADMIN) fail('--role must be advisor or admin.');
      const codes = (values.garage ?? []).map((c) => c.trim().toUpperCase());
      if (role === Role.ADVISOR && codes.length === 0) fail('An advisor needs at least one --garage <CODE> (KDG, TNS, …).');
      const found = codes.length
        ? await db.select({ id: garages.id, code: garages.code }).from(garages).where(inArray(garages.code, codes))
        : [];
      const missing = codes.filter((c) => !found.some((g) => g.code === c));
      if (missing.length) fail(`No service centre has the code ${missing.join(', ')}.`);
      await setStaff(db, phone, role, role === Role.ADVISOR ? found.map((g) => g.id) : [], values.name);
      process.stdout.write(
        `${phone} is now ${role.toLowerCase()}${codes.length ? ` at ${codes.join(', ')}` : ''}. They sign in at /service-centre/sign-in.\n`,
      );
    }
  }
} finally {
  await database.close();
}
