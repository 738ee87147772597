// Sends fuzz requests to the built server (node:http, so paths and bytes go out exactly as
// generated), checks every answer, and keeps the histogram the suite prints.
import http from 'node:http';
import net from 'node:net';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { ChildProcess } from 'node:child_process';
import fc from 'fast-check';
import { MEMORY_GIVEN_BACK } from '../server-process';
import { API_BASE, type FuzzTarget } from './generators';
import { SELF_ORIGIN, bodyBytes, describeRequest, visible, type FuzzRequest } from './request';

/** Requests per target: FUZZ_RUNS (npm run fuzz: 10,000), else a bounded count that keeps `npm test` quick. */
export const FUZZ_RUNS = positiveInt(process.env.FUZZ_RUNS, 64);
/** fast-check's seed: fixed, so a failure can be replayed; FUZZ_SEED changes it. */
export const FUZZ_SEED = Number.parseInt(process.env.FUZZ_SEED ?? '', 10) || 20_261_122;
export const FUZZ_CONCURRENCY = positiveInt(process.env.FUZZ_CONCURRENCY, 8);
const REQUEST_TIMEOUT_MS = 30_000;

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export interface Answer {
  status?: number;
  headers?: http.IncomingHttpHeaders;
  body?: Buffer;
  /** No answer: the connection failed, was reset or timed out. */
  error?: string;
  ms: number;
  /** The first try was reset on a reused keep-alive connection and the request was sent again on a new one (as browsers do). */
  retried?: string;
  /** With no answer on a reused connection: the request sent before it on that connection. */
  previous?: string;
  /** When Node's client could not parse the answer: the bytes the server sent to the same request over a plain socket. */
  raw?: string;
}

/** The last request sent on each connection, to tell what came before a broken answer. */
const lastOnSocket = new WeakMap<object, FuzzRequest>();
const shortly = (r: FuzzRequest) => `${r.method} ${visible(r.path, 160)} [${r.target}] ${r.kind}`;

const RESETS = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** Sends one request; a reset on a reused keep-alive connection is tried once more on a fresh connection. */
export async function send(origin: string, request: FuzzRequest, agent: http.Agent): Promise<Answer> {
  const first = await sendOnce(origin, request, agent);
  // Node's client also stumbles (HPE_CLOSED_CONNECTION) on a HEAD sent on a connection that just carried an
  // OPTIONS answer, although the server's bytes are well-formed; a fresh connection tells who is at fault.
  const error = first.answer.error ?? '';
  if (!first.reused || first.answer.status !== undefined || !(RESETS.has(error) || error.startsWith('HPE_'))) return first.answer;
  const again = await sendOnce(origin, request, false);
  const answer: Answer = {
    ...again.answer,
    retried: `${first.answer.error!}${first.answer.previous ? ` after ${first.answer.previous}` : ''}`,
  };
  if (answer.status === undefined && answer.error?.startsWith('HPE_')) answer.raw = await rawExchange(origin, request);
  return answer;
}

/** Sends the request over a plain socket and returns what came back (first 800 bytes, as latin1), to see the server's own bytes. */
function rawExchange(origin: string, request: FuzzRequest): Promise<string> {
  const url = new URL(origin);
  const body = request.body === undefined ? Buffer.alloc(0) : typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${v === SELF_ORIGIN ? origin : v}\r\n`)
    .join('');
  const head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${url.host}\r\nconnection: close\r\n${headers}${body.length ? `content-length: ${body.length}\r\n` : ''}\r\n`;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(url.port), url.hostname, () => socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body])));
    const finish = () => resolve(Buffer.concat(chunks).subarray(0, 800).toString('latin1'));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', finish);
    socket.on('error', finish);
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

/** Sends one request as it is: path, headers and body bytes untouched. */
function sendOnce(origin: string, request: FuzzRequest, agent: http.Agent | false): Promise<{ answer: Answer; reused: boolean }> {
  const url = new URL(origin);
  const started = performance.now();
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(request.headers)) headers[k] = v === SELF_ORIGIN ? origin : v;
  const body = request.body === undefined ? undefined : typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
  if (body && !request.chunked && !('content-length' in headers)) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    let settled = false;
    let reused = false;
    let previous: FuzzRequest | undefined;
    const done = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      const full: Answer = { ...answer, ms: performance.now() - started };
      if (answer.status === undefined && reused && previous) full.previous = shortly(previous);
      resolve({ answer: full, reused });
    };
    let req: http.ClientRequest;
    try {
      req = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= 4 * 1024 * 1024) chunks.push(c);
        });
        res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', (e: NodeJS.ErrnoException) =>
          done({ status: res.statusCode!, headers: res.headers, error: `response ${e.code ?? e.message}` }),
        );
        res.on('aborted', () => done({ status: res.statusCode!, headers: res.headers, error: 'response aborted' }));
      });
    } catch (error) {
      // A request Node refuses to send is a fault of the generator, not of the server.
      reject(
        new Error(`the fuzz generator made a request Node cannot send (${(error as Error).message}):\n${describeRequest(request, origin)}`),
      );
      return;
    }
    const sent = req;
    sent.on('socket', (socket) => {
      reused = sent.reusedSocket;
      previous = lastOnSocket.get(socket);
      lastOnSocket.set(socket, request);
    });
    sent.setTimeout(REQUEST_TIMEOUT_MS, () => sent.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
    sent.on('error', (e: NodeJS.ErrnoException) => {
      reused ||= sent.reusedSocket;
      done({ error: e.code ?? e.message });
    });
    if (!body) sent.end();
    else if (request.chunked) {
      const half = Math.floor(body.length / 2);
      sent.write(body.subarray(0, half));
      sent.end(body.subarray(half));
    } else sent.end(body);
  });
}

function decoded(answer: Answer): Buffer | undefined {
  if (!answer.body) return undefined;
  try {
    switch (answer.headers?.['content-encoding']) {
      case 'gzip':
        return gunzipSync(answer.body);
      case 'br':
        return brotliDecompressSync(answer.body);
      case 'deflate':
        return inflateSync(answer.body);
      default:
        return answer.body;
    }
  } catch {
    return answer.body;
  }
}

/** The { error: { code, message } } of an answer, when it has one. */
export function errorOf(answer: Answer): { code: string; message: string } | undefined {
  const text = decoded(answer)?.toString('utf8');
  if (!text) return undefined;
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = body?.error ?? {};
    return typeof code === 'string' && typeof message === 'string' ? { code, message } : undefined;
  } catch {
    return undefined;
  }
}

/** Why an answer breaks the rules, or nothing when it keeps them. */
export function problemsOf(request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status === undefined) return [`no answer (${answer.error})`];
  if (answer.error) problems.push(`answer cut off (${answer.error})`);
  if (answer.status >= 500) problems.push(`${answer.status}`);
  const underApi = apiPathOf(request.path).startsWith(`${API_BASE}/`);
  const error = errorOf(answer);
  if (underApi && answer.status >= 400 && answer.status < 500 && request.method !== 'HEAD' && !error)
    problems.push(`${answer.status} without a JSON { error: { code, message } } body`);
  if (request.expect?.status !== undefined && answer.status !== request.expect.status)
    problems.push(`expected ${request.expect.status}, got ${answer.status}`);
  if (request.expect?.code !== undefined && error?.code !== request.expect.code)
    problems.push(`expected code ${request.expect.code}, got ${error?.code ?? 'none'}`);
  return problems;
}

/** The path as the server's URL parser sees it (WHATWG: `%2e%2e` is a dot segment), or as sent when it cannot be parsed. */
function apiPathOf(path: string): string {
  try {
    return new URL(path, 'http://fuzz.invalid').pathname;
  } catch {
    return path.split('?', 1)[0]!;
  }
}

export interface Failure {
  request: FuzzRequest;
  answer: Answer;
  problems: string[];
}

/** Counts of answers: per status, per error code, per error (status, code and message), per target. */
export class Histogram {
  total = 0;
  readonly status = new Map<string, number>();
  readonly code = new Map<string, number>();
  readonly error = new Map<string, number>();
  readonly byTarget = new Map<string, Map<string, number>>();
  readonly family = new Map<string, number>();
  readonly failures: Failure[] = [];
  /** Requests sent again after a reset (or a client parse error) on a reused keep-alive connection (not failures; shown for the record). */
  readonly retried: { request: FuzzRequest; error: string }[] = [];
  slowestMs = 0;
  slowest = '';

  add(request: FuzzRequest, answer: Answer) {
    this.total++;
    if (answer.ms > this.slowestMs) {
      this.slowestMs = answer.ms;
      this.slowest = `${shortly(request)} → ${answer.status ?? answer.error}`;
    }
    if (answer.retried && this.retried.length < 100) this.retried.push({ request: trimmed(request), error: answer.retried });
    const status = answer.status === undefined ? `no answer (${answer.error})` : String(answer.status);
    bump(this.status, status);
    const perTarget = this.byTarget.get(request.target) ?? new Map<string, number>();
    this.byTarget.set(request.target, perTarget);
    bump(perTarget, status);
    if (answer.status !== undefined && answer.status >= 400) {
      const error = errorOf(answer);
      bump(this.code, error?.code ?? '(no JSON error body)');
      bump(this.error, `${answer.status} ${error ? `${error.code}: ${error.message}` : '(no JSON error body)'}`);
    }
    const problems = problemsOf(request, answer);
    if (problems.length) this.failures.push({ request: trimmed(request), answer: trimmedAnswer(answer), problems });
  }

  /** The most frequent 4xx answer (same status, code and message) and its share of all answers. */
  dominantRejection(): { answer: string; share: number } {
    let best = ['', 0] as [string, number];
    for (const entry of this.error) if (/^4\d\d /.test(entry[0]) && entry[1] > best[1]) best = entry;
    return { answer: best[0], share: this.total ? best[1] / this.total : 0 };
  }

  render(title: string): string {
    const table = (map: Map<string, number>, limit = 40) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, limit)
        .map(
          ([k, n]) =>
            `  ${String(n).padStart(7)}  ${((100 * n) / Math.max(this.total, 1)).toFixed(1).padStart(5)} %  ${k.length > 160 ? `${k.slice(0, 160)}…` : k}`,
        )
        .join('\n');
    const targets = [...this.byTarget]
      .map(
        ([t, m]) =>
          `  ${t.padEnd(36)} ${[...m]
            .sort((a, b) => b[1] - a[1])
            .map(([s, n]) => `${s}×${n}`)
            .join('  ')}`,
      )
      .join('\n');
    const dominant = this.dominantRejection();
    return [
      `── ${title}: ${this.total} answers, slowest ${Math.round(this.slowestMs)} ms, ${this.failures.length} failing`,
      'per status:',
      table(this.status),
      'per error code (4xx/5xx):',
      table(this.code),
      'most frequent error answers:',
      table(this.error, 15),
      'per target:',
      targets,
      `most frequent 4xx answer: ${(100 * dominant.share).toFixed(1)} % (${dominant.answer || 'none'})`,
      `slowest answer: ${Math.round(this.slowestMs)} ms, ${this.slowest || 'none'}`,
      `sent again on a fresh connection after a reset or a client parse error on a reused keep-alive connection: ${this.retried.length}${this.retried
        .slice(0, 5)
        .map((r) => `\n  ${r.error}: ${r.request.method} ${visible(r.request.path, 120)} [${r.request.target}] ${r.request.kind}`)
        .join('')}`,
    ].join('\n');
  }
}

/** A failing request as kept for the report: its body cut to 1 KB (a long run may keep thousands). */
function trimmed(request: FuzzRequest): FuzzRequest {
  if (request.body === undefined || bodyBytes(request.body) <= 1024) return request;
  const bytes = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
  return { ...request, body: Buffer.from(bytes.subarray(0, 1024)), bodySize: bytes.length };
}

/** An answer as kept for the report: decoded, its body cut to 4 KB. */
function trimmedAnswer(answer: Answer): Answer {
  const body = decoded(answer);
  const { 'content-encoding': _encoding, ...headers } = answer.headers ?? {};
  return { ...answer, headers, ...(body ? { body: Buffer.from(body.subarray(0, 4096)) } : {}) };
}

function bump(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Failures grouped by what went wrong, with up to `examples` requests each, for the console. */
export function renderFailures(failures: Failure[], origin: string, examples = 3): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const error = errorOf(f.answer);
    const key = `${f.request.target} ${f.request.method} → ${f.problems.join('; ')}${error ? ` [${error.code}]` : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups]
    .map(([key, list]) =>
      [
        `✗ ${key} — ${list.length} request(s)`,
        ...list
          .slice(0, examples)
          .map(
            (f) =>
              `${describeRequest(f.request, origin)}\n    answer: ${f.answer.status ?? '-'} ${f.answer.headers?.['content-type'] ?? ''} ${visible(decoded(f.answer)?.toString('utf8') ?? f.answer.error ?? '', 200)}${f.answer.previous ? `\n    (the request before it on the same keep-alive connection: ${f.answer.previous})` : ''}${f.answer.raw !== undefined ? `\n    the server's bytes over a plain socket: ${visible(f.answer.raw, 800)}` : ''}`,
          ),
      ].join('\n'),
    )
    .join('\n');
}

/** Resident and peak memory of a process (Linux /proc), e.g. "VmRSS 182 MB, VmHWM 240 MB". */
export function memoryOf(pid: number | undefined): string {
  if (pid === undefined) return 'unknown (no pid)';
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return `VmRSS ${(kb('VmRSS') / 1024).toFixed(0)} MB, VmHWM (peak) ${(kb('VmHWM') / 1024).toFixed(0)} MB`;
  } catch (error) {
    return `unknown (${(error as Error).message})`;
  }
}

/** The server's log lines above info (it logs JSON lines; a stack trace is not one), counted by message. */
export interface ServerLog {
  lines: () => number;
  render: (limit?: number) => string;
  /** How many times the server has logged that it gave memory back (decision 062). */
  memoryGivenBack: () => number;
}

/** Keeps a count of the server's warnings and errors instead of its whole output. */
export function watchServerLog(child: ChildProcess): ServerLog {
  const kinds = new Map<string, { count: number; example: string }>();
  let lines = 0;
  let released = 0;
  let pending = '';
  const onData = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const all = pending.split('\n');
    pending = all.pop() ?? '';
    if (pending.length > 1_000_000) pending = '';
    for (const line of all) {
      if (line.trim() === '' || /^\s+at /.test(line)) continue;
      if (line.includes(MEMORY_GIVEN_BACK)) released++;
      let key = line.slice(0, 160);
      if (line.startsWith('{')) {
        try {
          const entry = JSON.parse(line) as { level?: string; msg?: string; source?: string };
          // What browsers send to /api/logger is written at the level they ask for: not the server's own.
          if (entry.level === 'info' || entry.level === 'debug' || entry.source === 'browser') continue;
          key = `${entry.level} ${entry.msg}`;
        } catch {
          /* not a log line: counted as it is */
        }
      }
      lines++;
      const kind = kinds.get(key) ?? { count: 0, example: line.length > 400 ? `${line.slice(0, 400)}…` : line };
      kind.count++;
      kinds.set(key, kind);
    }
  };
  // startServerProcess keeps every byte the child writes and scans it on each chunk; a long fuzz
  // run would make that quadratic, so once it has started only this reader remains.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.removeAllListeners('data');
    stream?.on('data', onData);
  }
  return {
    lines: () => lines,
    memoryGivenBack: () => released,
    render: (limit = 10) =>
      [...kinds]
        .sort((a, b) => b[1].count - a[1].count)
        .slice(0, limit)
        .map(([key, { count, example }]) => `  ${String(count).padStart(7)}  ${key}\n           e.g. ${example}`)
        .join('\n'),
  };
}

/**
 * Sends `runs` requests of a target in batches of FUZZ_CONCURRENCY, generated by fast-check from
 * the fixed seed, recording every answer. It stops (and fast-check reports the seed and the batch)
 * only when the server process is gone; broken answers are collected and reported together.
 */
export async function fuzzTarget(
  target: FuzzTarget,
  options: { origin: string; agent: http.Agent; histogram: Histogram; runs: number; alive: () => boolean },
) {
  const batches = Math.ceil(options.runs / FUZZ_CONCURRENCY);
  const before = options.histogram.failures.length;
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(target.arbitrary, { minLength: FUZZ_CONCURRENCY, maxLength: FUZZ_CONCURRENCY }), async (batch) => {
      const requests = batch.slice(0, Math.max(0, options.runs - sent));
      sent += requests.length;
      const answers = await Promise.all(requests.map((r) => send(options.origin, r, options.agent)));
      for (const [i, r] of requests.entries()) options.histogram.add(r, answers[i]!);
      if (!options.alive()) {
        throw new Error(
          `the server process exited during this batch:\n${requests.map((r) => describeRequest(r, options.origin)).join('\n')}`,
        );
      }
    }),
    { seed: FUZZ_SEED, numRuns: batches, endOnFailure: true },
  );
  return options.histogram.failures.slice(before);
}

export { bodyBytes };
