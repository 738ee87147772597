import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { startTestBackend, type TestBackend } from '../support/backend';
import { postgresReachable } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { latestCode, post, startAttempt } from '../support/sign-in';
import { ROOT } from '../support/server-process';

// `npm run staff` against a PostgreSQL database the backend migrated and seeded: staff are made
// only here; deactivating one ends their sessions at once.
const staff = (databaseUrl: string, ...args: string[]) => {
  const run = spawnSync(process.execPath, ['scripts/staff.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
};

describe.skipIf(!(await postgresReachable()))('npm run staff', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend('postgres');
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('lists the seeded advisors and admin', () => {
    const { code, out } = staff(backend.databaseUrl!, 'list');
    expect(code).toBe(0);
    expect(out).toContain('9000000001  advisor  active       KDG  Ravi Kumar');
    expect(out).toContain('9000000003  advisor  active       KDG  Kavya Nair');
    expect(out).toContain('9000000002  admin    active       -  Meera Iyer');
  });

  it('makes an advisor of two centres, and refuses an unknown centre or a missing one', () => {
    expect(
      staff(
        backend.databaseUrl!,
        'add',
        '--phone',
        '+91 90000 00005',
        '--role',
        'advisor',
        '--garage',
        'kdg',
        '--garage',
        'TNS',
        '--name',
        'Priya Shah',
      ).out,
    ).toBe('9000000005 is now advisor at KDG, TNS. They sign in at /service-centre/sign-in.\n');
    expect(staff(backend.databaseUrl!, 'list').out).toContain('9000000005  advisor  active       KDG,TNS  Priya Shah');
    const unknown = staff(backend.databaseUrl!, 'add', '--phone', '9000000006', '--role', 'advisor', '--garage', 'NOPE');
    expect([unknown.code, unknown.err.split('\n')[0]]).toEqual([64, 'No service centre has the code NOPE.']);
    const none = staff(backend.databaseUrl!, 'add', '--phone', '9000000006', '--role', 'advisor');
    expect([none.code, none.err.split('\n')[0]]).toEqual([64, 'An advisor needs at least one --garage <CODE> (KDG, TNS, …).']);
    const customer = staff(backend.databaseUrl!, 'add', '--phone', '9000000006', '--role', 'customer');
    expect([customer.code, customer.err.split('\n')[0]]).toEqual([64, '--role must be advisor or admin.']);
  });

  it('deactivating staff ends their sessions at once', async () => {
    const session = await createTestSession(backend.deps.db, '9000000007', {
      role: 'ADVISOR',
      garageIds: ['4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001'],
    });
    const resolve = async () => (await backend.call('/v1/garage/users/session', post({ token: session.token }))).status;
    expect(await resolve()).toBe(200);
    expect(staff(backend.databaseUrl!, 'deactivate', '--phone', '9000000007').out).toBe(
      'Deactivated 9000000007; their sessions have ended.\n',
    );
    expect(await resolve()).toBe(401);
    expect(staff(backend.databaseUrl!, 'list').out).toContain('9000000007  advisor  deactivated');
    // And they cannot sign in again.
    const attemptId = await startAttempt(backend, '9000000007');
    const again = await backend.call(
      '/v1/garage/users/sign-in/verify',
      post({ attemptId, code: await latestCode(backend.deps.db, '9000000007') }),
    );
    expect([again.status, ((await again.json()) as { error: { code: string } }).error.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    const nobody = staff(backend.databaseUrl!, 'deactivate', '--phone', '9000000099');
    expect([nobody.code, nobody.err.split('\n')[0]]).toEqual([64, 'No account has the number 9000000099.']);
  });
});
