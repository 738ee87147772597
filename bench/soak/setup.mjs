// The soak's own PostgreSQL database and Redis key prefix, made before and removed after, and the
// data the product does not seed: advisors of Kudlu Gate, and slots roomy enough that no booking is
// refused for a full slot (SLOT_FULL would be a business answer, not something a soak looks for).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KUDLU_GATE } from '../support.mjs';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh database named for this run: its URL, and `drop()` (forced, so open connections do not stop it). */
export async function createDatabase(name) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  return {
    url: ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Deletes every Redis key that starts with `prefix`; answers how many there were. */
export async function deleteRedisKeys(prefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}

/** A folder for the processes' files (DATA_DIR), removed by `remove()`. */
export function dataFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sc-soak-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const hash = (token) => createHash('sha256').update(token).digest('base64url');

/** People with a live session written straight into the database: `{ phone, cookie }` each. */
export async function insertSessions(db, people) {
  const users =
    await db`insert into users ${db(people.map((p) => ({ phone_number: p.phone, role: p.role, full_name: p.name ?? null })))} returning id, phone_number`;
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  const day = 24 * 3_600_000;
  await db`insert into sessions ${db(users.map((u, i) => ({ token_hash: hash(tokens[i]), user_id: u.id, idle_expires_at: new Date(Date.now() + day), absolute_expires_at: new Date(Date.now() + day) })))}`;
  const staff = users.filter((_, i) => people[i].role === 'ADVISOR');
  if (staff.length > 0) await db`insert into staff_garages ${db(staff.map((u) => ({ user_id: u.id, garage_id: KUDLU_GATE })))}`;
  return users.map((u, i) => ({ phone: u.phone_number, cookie: `sc_session=${tokens[i]}` }));
}

/** Advisors of Kudlu Gate, each at an address of their own (a write limit counts per address). */
export async function insertAdvisors(db, count) {
  const people = Array.from({ length: count }, (_, i) => ({
    phone: `95000${String(10_000 + i)}`,
    role: 'ADVISOR',
    name: `Soak Advisor ${i + 1}`,
  }));
  return (await insertSessions(db, people)).map((s, i) => ({ ...s, ip: `10.250.${Math.floor(i / 250)}.${(i % 250) + 1}` }));
}

/**
 * Twenty slots a day at Kudlu Gate for every day, each with room for every booking of the run:
 * bookings are spread over the first days shown, as customers would pick them.
 */
export async function insertRoomySlots(db) {
  await db`insert into slot_templates ${db(
    Array.from({ length: 20 }, (_, i) => ({
      garage_id: KUDLU_GATE,
      slot_type: 'SLOT_BOOKING',
      weekdays: '{0,1,2,3,4,5,6}',
      start_time: `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      end_time: `${String(7 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      capacity: 100_000,
    })),
  )}`;
}

/** The newest sign-in code sent to `phone`, read from the outbox as the demo outbox page shows it. */
export async function latestCode(db, phone) {
  const [row] = await db`select body from outbox where recipient = ${phone} order by created_at desc limit 1`;
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
}

/**
 * The processes this run started that still live, found by the REDIS_KEY_PREFIX given only to them:
 * a cluster that fails to start leaves its first processes running, with no handle to stop them by.
 */
export function processesOfRun(prefix) {
  const mark = `REDIS_KEY_PREFIX=${prefix}\0`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((pid) => {
      try {
        return `${readFileSync(`/proc/${pid}/environ`, 'latin1')}\0`.includes(mark);
      } catch {
        return false;
      }
    })
    .map(Number);
}
