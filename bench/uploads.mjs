// `node bench/uploads.mjs` (and the end of `npm run bench`): what hostile uploads cost one server
// process on PostgreSQL (issue 29, decision 037): anonymous 8 MB posts to the photo route, the probe's
// 47 KB PNG of 49,000,000 × 1 pixels from another centre's advisor and from the order's own, and the
// heaviest photos still accepted, each several at once. Peak RSS growth, RSS kept afterwards, time, and
// the slowest health check meanwhile. Needs a build and PostgreSQL.
//
// `node bench/uploads.mjs --tree <dir>` runs the TypeScript server of another checkout instead (with
// tsx, no build of its own; it uses this checkout's dist/ for Astro): figures before and after a change.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { KUDLU_GATE, ROOT, benchSession, carAtInspection, onFreshPostgres, peakRssMb, productApi, rssMb } from './support.mjs';

const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';

const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** The probe's file: a whole 49,000,000 × 1 grey PNG of 47 KB. */
function widePng() {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(49_000_000, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(49_000_001), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A 12,000 × 4,166 interlaced PNG (made once, kept in the temporary folder): 8-bit RGB is the heaviest accepted; 16-bit RGBA is refused. */
async function interlacedPng(sixteenBit) {
  const file = path.join(tmpdir(), `sc-bench-interlaced-${sixteenBit ? 16 : 8}.png`);
  if (!existsSync(file)) {
    const { default: sharp } = await import('sharp');
    let image = sharp({
      create: { width: 12_000, height: 4_166, channels: sixteenBit ? 4 : 3, background: { r: 10, g: 20, b: 30, alpha: 0.5 } },
      limitInputPixels: false,
    });
    if (sixteenBit) image = image.toColourspace('rgb16');
    writeFileSync(file, await image.png({ progressive: true, compressionLevel: 9 }).toBuffer());
  }
  return readFileSync(file);
}

/**
 * Runs `work` while polling the health check every 100 ms, signed in (so never from the byte cache: it
 * reaches the session look-up, the backend and the database): the work's answers and the slowest health answer (ms).
 */
async function withHealth(url, cookie, work) {
  let slowest = 0;
  let running = true;
  const poller = (async () => {
    while (running) {
      const t = performance.now();
      await fetch(`${url}/service-centre/api/health`, { headers: { cookie } })
        .then((r) => r.arrayBuffer())
        .catch(() => {});
      slowest = Math.max(slowest, performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  let result;
  try {
    result = await work();
  } finally {
    running = false;
    await poller;
  }
  // The health check in flight when the work ended counts too: it is the one a blocked process delays.
  return { result, slowestHealthMs: Math.round(slowest) };
}

const settle = () => new Promise((r) => setTimeout(r, 1_000));
const statusCounts = (statuses) => {
  const counts = new Map();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n}× ${s}`).join(' ');
};

/** One hostile round: the answers, peak RSS growth, RSS kept a second after, seconds, slowest health check. */
async function round(product, cookie, requests) {
  const pid = product.child.pid;
  const before = rssMb(pid);
  const started = performance.now();
  let answers;
  const peak = await peakRssMb(pid, async () => {
    answers = await withHealth(product.url, cookie, () =>
      Promise.all(
        requests.map((send) =>
          send().then(
            (r) => r.status,
            () => 'reset',
          ),
        ),
      ),
    );
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  await settle();
  return `${statusCounts(answers.result)} | +${peak - before} | +${rssMb(pid) - before} | ${seconds} | ${answers.slowestHealthMs}`;
}

export async function uploadFigures(note, product, db) {
  const api = productApi(product);
  const customer = await benchSession(db, '9312345701', 'CUSTOMER', 'Bench Customer');
  const advisor = await benchSession(db, '9312345702', 'ADVISOR', 'Bench Advisor', KUDLU_GATE);
  const stranger = await benchSession(db, '9312345703', 'ADVISOR', 'Other Centre', THANISANDRA);
  const orderId = await carAtInspection(api, { customer, advisor, registration: 'KA01BU0001', requestId: 'bench-uploads-1' });
  const lineId = (
    await api(
      'POST',
      `garage-timeline/${orderId}/lines`,
      { part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 0 },
      advisor,
    )
  ).damages[1].id;
  const photoUrl = `${product.url}/service-centre/api/garage-timeline/${orderId}/lines/${lineId}/photos`;
  const upload = (png, cookie) => () =>
    fetch(photoUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ kind: 'WORN', content_type: 'image/png', data: png.toString('base64') }),
    });

  const columns = 'answers | peak RSS growth MB | RSS kept after 1 s MB | s | slowest health check ms';
  note('memory before the hostile uploads (RSS MB)', rssMb(product.child.pid));
  const eightMb = Buffer.alloc(8_000_000, 0x20);
  note(
    `25 anonymous posts of 8 MB to the photo route at once: ${columns}`,
    await round(
      product,
      customer,
      Array.from(
        { length: 25 },
        () => () => fetch(photoUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: eightMb }),
      ),
    ),
  );
  const wide = widePng();
  note(
    `4 uploads at once of the 47 KB 49,000,000 × 1 PNG by another centre's advisor: ${columns}`,
    await round(
      product,
      customer,
      Array.from({ length: 4 }, () => upload(wide, stranger)),
    ),
  );
  note(
    `4 uploads at once of the same PNG by the order's advisor: ${columns}`,
    await round(
      product,
      customer,
      Array.from({ length: 4 }, () => upload(wide, advisor)),
    ),
  );
  const heavy = await interlacedPng(false);
  note(
    `1 upload of the heaviest accepted photo (12,000 × 4,166 interlaced 8-bit RGB PNG, ${Math.round(heavy.length / 1024)} KB): ${columns}`,
    await round(product, customer, [upload(heavy, advisor)]),
  );
  note(
    `4 uploads of it at once: ${columns}`,
    await round(
      product,
      customer,
      Array.from({ length: 4 }, () => upload(heavy, advisor)),
    ),
  );
  const deep = await interlacedPng(true);
  note(
    `4 uploads at once of a 12,000 × 4,166 interlaced 16-bit RGBA PNG (${Math.round(deep.length / 1024)} KB, refused after issue 29): ${columns}`,
    await round(
      product,
      customer,
      Array.from({ length: 4 }, () => upload(deep, advisor)),
    ),
  );
  note('memory after the hostile uploads (RSS MB)', rssMb(product.child.pid));
}

export function benchUploads(note, port = 4641) {
  return onFreshPostgres('sc_bench_uploads', { PORT: String(port) }, ({ product, db }) => uploadFigures(note, product, db));
}

/** The TypeScript server of another checkout (its own sources, this checkout's build of Astro), on a fresh PostgreSQL database. */
async function benchTree(note, tree, port = 4642) {
  const { default: postgres } = await import('postgres');
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = `sc_bench_tree_${Date.now().toString(36)}`;
  await admin.unsafe(`create database ${name}`);
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const db = postgres(url, { max: 4, onnotice: () => {} });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: tree,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '10000',
      DATABASE_URL: url,
      REDIS_URL: '',
      DATA_DIR: '/tmp/unused',
      APP_ENV: process.env.APP_ENV ?? 'development',
    },
  });
  const product = { child, url: `http://127.0.0.1:${port}` };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('server exited');
      if (
        (await fetch(`${product.url}/service-centre/api/health`).then(
          (r) => r.status,
          () => 0,
        )) === 200
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await uploadFigures(note, product, db);
  } finally {
    await new Promise((r) => {
      child.once('exit', r);
      child.kill('SIGTERM');
    });
    await db.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const note = (label, value) => console.log(`${label}: ${value}`);
  const tree = process.argv.indexOf('--tree');
  if (tree > 0) await benchTree(note, path.resolve(process.argv[tree + 1] ?? ROOT));
  else await benchUploads(note);
}
