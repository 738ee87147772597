// Property-based fuzzing of the BUILT server (a child process, as `npm start` runs it), once on
// PGlite and once on PostgreSQL. Inputs come from the endpoint declarations (tests/support/fuzz):
// half are valid samples with one field changed, half hostile. Every answer must be below 500;
// every 4xx under /service-centre/api must be a JSON { error: { code, message } }; the process
// must still be up at the end; and most answers must not be one and the same 4xx (which would mean
// one early check refuses everything and nothing reaches the handlers).
//
// npm test: FUZZ_RUNS requests per target (64 unless set). npm run fuzz: 10,000 per target.
// Replay a run: FUZZ_SEED=<printed seed> FUZZ_RUNS=<n> npx vitest run tests/integration/fuzz.test.ts [-t <target>]
import http from 'node:http';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { API_ENDPOINTS, type ApiPath, type Endpoint } from '@/contracts/endpoints';
import { ROOT, startServerProcess, type ServerProcess } from '../support/server-process';
import { seededDataDir } from '../support/pglite-image';
import { createTestDatabase, databaseTargets } from '../support/databases';
import { apiSpecs, declaredFields, fuzzTargets } from '../support/fuzz/generators';
import { API_SAMPLES } from '../support/fuzz/samples';
import { REPLAYS } from '../support/fuzz/replay';
import {
  FUZZ_CONCURRENCY,
  FUZZ_RUNS,
  FUZZ_SEED,
  Histogram,
  fuzzTarget,
  memoryOf,
  renderFailures,
  send,
  watchServerLog,
  type Answer,
  type ServerLog,
} from '../support/fuzz/runner';
import type { FuzzRequest } from '../support/fuzz/request';

/**
 * When the build the server was started from (which loads some chunks only when first needed) is
 * replaced under it, later answers say nothing about the product: such a run stops with that reason.
 */
const buildStamp = () => ['dist/server/entry.mjs', 'dist/app-server/main.mjs'].map((f) => statSync(`${ROOT}${f}`).mtimeMs).join();

/** Above this share, one 4xx answer for most requests means nothing reaches the handlers. */
const MAX_SAME_REJECTION = 0.6;
const TARGETS = fuzzTargets();
/** Generous: about 40 ms a request on a slow machine, never under two minutes. */
const TARGET_TIMEOUT_MS = Math.max(120_000, FUZZ_RUNS * 40);

console.log(
  `fuzz: seed ${FUZZ_SEED} (FUZZ_SEED to change), ${FUZZ_RUNS} requests per target (FUZZ_RUNS), ${TARGETS.length} targets, ${FUZZ_CONCURRENCY} at a time`,
);

describe('fuzz inputs', () => {
  it('has a valid sample for every declared endpoint, and every sample passes the declared schemas', () => {
    const problems: string[] = [];
    for (const [path, endpoint] of Object.entries(API_ENDPOINTS) as [ApiPath, Endpoint][]) {
      if (!API_SAMPLES[path]) {
        problems.push(`${path}: no sample`);
        continue;
      }
      const declared = new Set(declaredFields(endpoint).map((f) => `${f.part}.${f.key}`));
      for (const input of fc.sample(API_SAMPLES[path], { numRuns: 50, seed: FUZZ_SEED })) {
        for (const [part, schema, value] of [
          ['params', endpoint.params, input.params ?? {}],
          ['query', endpoint.query, input.query ?? {}],
          ['body', endpoint.body, input.body ?? {}],
        ] as const) {
          // A body declared as a record (the gateway's webhook) takes any field.
          const open = part === 'body' && (schema as { def?: { type?: string } } | undefined)?.def?.type === 'record';
          if (!open)
            for (const key of Object.keys(value))
              if (!declared.has(`${part}.${key}`)) problems.push(`${path}: the sample's ${part}.${key} is not declared`);
          if (!schema) continue;
          const parsed = schema.safeParse(value);
          if (!parsed.success)
            problems.push(`${path} ${part} ${JSON.stringify(value)}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(
      apiSpecs()
        .map((s) => s.target.slice(4))
        .sort(),
    ).toEqual(Object.keys(API_ENDPOINTS).sort());
  });

  it('the histogram catches one early check refusing everything, and counts a 5xx or an HTML 4xx under /api as failures', () => {
    const request: FuzzRequest = { target: 'api:health', kind: 'check', method: 'GET', path: '/service-centre/api/health', headers: {} };
    const answer = (status: number, body: string): Answer => ({ status, headers: {}, body: Buffer.from(body), ms: 1 });
    const histogram = new Histogram();
    for (let i = 0; i < 7; i++) histogram.add(request, answer(400, '{"error":{"code":"BAD_REQUEST","message":"no"}}'));
    histogram.add(request, answer(200, '{}'));
    histogram.add(request, answer(500, 'Internal Server Error'));
    histogram.add(request, answer(404, '<!DOCTYPE html>'));
    expect(histogram.dominantRejection()).toEqual({ answer: '400 BAD_REQUEST: no', share: 0.7 });
    expect(histogram.failures.map((f) => f.problems)).toEqual([['500'], ['404 without a JSON { error: { code, message } } body']]);
  });
});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`fuzzing the built server on ${target.name}`, () => {
    const generated = new Histogram();
    const replayed = new Histogram();
    let dataDir = '';
    const agent = new http.Agent({ keepAlive: true, maxSockets: FUZZ_CONCURRENCY });
    let server: ServerProcess;
    let database: { url: string; drop: () => Promise<void> } | undefined;
    let log: ServerLog;
    let started = 0;
    let build = '';
    const sameBuild = () =>
      expect(
        buildStamp(),
        "dist/ was rebuilt while the fuzzed server ran from it: rerun (answers after a rebuild are not the product's)",
      ).toBe(build);
    const alive = () => server.process.exitCode === null && server.process.signalCode === null;

    beforeAll(async () => {
      dataDir = target.name === 'pglite' ? await seededDataDir('sc-fuzz-') : mkdtempSync(path.join(tmpdir(), 'sc-fuzz-'));
      // An empty DATABASE_URL counts as unset: PGlite, even when the shell running the tests names a server.
      const env: Record<string, string> = { RATE_LIMIT_FACTOR: '1000', APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' };
      if (target.name === 'postgres') {
        database = await createTestDatabase('sc_fuzz', { seeded: true });
        env.DATABASE_URL = database.url;
      }
      build = buildStamp();
      server = await startServerProcess(env, 120_000);
      log = watchServerLog(server.process);
      started = Date.now();
      console.log(
        `fuzz on ${target.name}: server pid ${server.process.pid} at ${server.url}, after start-up ${memoryOf(server.process.pid)}`,
      );
    }, 180_000);

    afterAll(async () => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (server) {
        // bench/memory.mjs reads the server's memory once it has given back what the fuzz left (decision 062).
        const quiet = process.env.FUZZ_MEMORY_QUIET
          ? (await givenBack(log, 40_000))
            ? ', once quiet'
            : ', not given back within 40 s'
          : '';
        console.log(
          [
            replayed.render(`${target.name}: replayed probe findings`),
            generated.render(`${target.name}: generated requests (seed ${FUZZ_SEED}, ${FUZZ_RUNS} per target, ${seconds} s)`),
            `server on ${target.name} at the end${quiet}: ${memoryOf(server.process.pid)}`,
            `server log lines above info (warnings, errors, uncaught errors' first lines): ${log.lines()}${log.lines() ? `\n${log.render()}` : ''}`,
          ].join('\n'),
        );
        const failures = [...replayed.failures, ...generated.failures];
        if (failures.length) console.log(`${target.name}: ${failures.length} failing answers\n${renderFailures(failures, server.url, 2)}`);
        await server.stop();
      }
      agent.destroy();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 120_000);

    it('replays every input from the probe findings', async () => {
      for (const request of REPLAYS) replayed.add(request, await send(server.url, request, agent));
      expect(alive(), 'the server process is still running').toBe(true);
      sameBuild();
      if (replayed.failures.length)
        throw new Error(`replayed inputs that still fail:\n${renderFailures(replayed.failures, server.url, 20)}`);
    }, 120_000);

    for (const fuzz of TARGETS) {
      it(
        `${fuzz.name}: ${FUZZ_RUNS} generated requests answer below 500, with JSON errors under /api`,
        async () => {
          const begun = Date.now();
          const failures = await fuzzTarget(fuzz, { origin: server.url, agent, histogram: generated, runs: FUZZ_RUNS, alive });
          console.log(
            `fuzz on ${target.name}: ${fuzz.name.padEnd(36)} ${FUZZ_RUNS} requests in ${((Date.now() - begun) / 1000).toFixed(1)} s, ${failures.length} failing; server ${memoryOf(server.process.pid)}`,
          );
          sameBuild();
          if (failures.length) {
            throw new Error(
              `${failures.length} of ${FUZZ_RUNS} answers break the rules (seed ${FUZZ_SEED}; replay: FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS} npx vitest run tests/integration/fuzz.test.ts -t '${fuzz.name}'):\n${renderFailures(failures, server.url)}`,
            );
          }
        },
        TARGET_TIMEOUT_MS,
      );
    }

    it('is still up, and most answers are not one early rejection', async () => {
      expect(alive(), 'the server process is still running').toBe(true);
      sameBuild();
      const health = await send(
        server.url,
        { target: 'health', kind: 'after fuzzing', method: 'GET', path: '/service-centre/api/health', headers: {} },
        agent,
      );
      expect(health.status, `health after fuzzing: ${health.error ?? health.body?.toString()}`).toBe(200);
      const { answer, share } = generated.dominantRejection();
      expect(generated.total).toBeGreaterThan(0);
      expect(share, `${(100 * share).toFixed(1)} % of all answers are "${answer}": one early check refuses everything`).toBeLessThanOrEqual(
        MAX_SAME_REJECTION,
      );
      // Valid samples must get through: every declared endpoint answered 2xx at least once.
      // Except those that need a secret no random sample holds: a code sent by SMS, a session.
      // The gateway's callback, its webhooks and the sandbox's pay button need a signature or an order the gateway made;
      // the survey's answer needs its signed link.
      const NEEDS_A_SECRET = new Set(
        Object.entries(API_ENDPOINTS)
          .filter(([, e]) => e.access !== 'public')
          .map(([p]) => p)
          .concat('sign-in/verify', 'payments/callback', 'payments/webhook', 'sandbox-gateway/pay', 'survey/{token}'),
      );
      const unreached = Object.keys(API_ENDPOINTS).filter(
        (p) => !NEEDS_A_SECRET.has(p) && ![...(generated.byTarget.get(`api:${p}`)?.keys() ?? [])].some((s) => /^2\d\d$/.test(s)),
      );
      expect(unreached, 'endpoints that never answered 2xx to a valid sample').toEqual([]);
    }, 60_000);
  });
}

/**
 * Waits until the server logs that it gave memory back once more than it had (bench/memory.mjs reads
 * its figures then): whether it did within `ms`. Never throws, so the database is still dropped.
 */
function givenBack(log: ServerLog, ms: number): Promise<boolean> {
  const seen = log.memoryGivenBack();
  return vi
    .waitFor(() => expect(log.memoryGivenBack()).toBeGreaterThan(seen), { timeout: ms, interval: 100 })
    .then(
      () => true,
      () => false,
    );
}
