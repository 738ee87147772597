// Loaded into the server by bench/memory.mjs (NODE_OPTIONS=--import …): on SIGUSR2 (and SIGTERM) the server
// appends one JSON line to MEMORY_PROBE_FILE with where its memory is — RSS split into anonymous and
// file-backed pages, V8's heap, buffers outside it — then the same after a full collection, so that
// the live heap is told apart from garbage V8 has not collected yet. With MEMORY_PROBE_SNAPSHOTS set
// to a folder it also writes a heap snapshot there. Other processes that inherit NODE_OPTIONS (a test
// runner and its workers) are left alone.
import { appendFileSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import v8 from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
if (file && /scripts[/\\]start\.mjs$/.test(process.argv[1] ?? '')) {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const mb = (bytes) => Math.round(bytes / 1048576);
  const status = () => {
    const text = readFileSync('/proc/self/status', 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN);
    // The C library's main heap (glibc's [heap] mapping; none on jemalloc, decision 063).
    const heapMapping = /\[heap\]\n(?:.*\n)*?Rss:\s+(\d+) kB/.exec(readFileSync('/proc/self/smaps', 'utf8'));
    return {
      cHeap: Math.round(Number(heapMapping?.[1] ?? 0) / 1024),
      rss: Math.round(kb('VmRSS') / 1024),
      anon: Math.round(kb('RssAnon') / 1024),
      file: Math.round(kb('RssFile') / 1024),
      peak: Math.round(kb('VmHWM') / 1024),
    };
  };
  const figures = () => {
    const m = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name, [mb(s.space_used_size), mb(s.physical_space_size)]]),
    );
    return {
      ...status(),
      heapUsed: mb(m.heapUsed),
      heapTotal: mb(m.heapTotal),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
      spaces,
    };
  };
  const report = () => {
    const before = figures();
    gc();
    const after = figures();
    const line = { pid: process.pid, at: new Date().toISOString(), before, after };
    if (process.env.MEMORY_PROBE_SNAPSHOTS)
      line.snapshot = v8.writeHeapSnapshot(`${process.env.MEMORY_PROBE_SNAPSHOTS}/server-${process.pid}-${Date.now()}.heapsnapshot`);
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
  process.on('SIGUSR2', report);
  // Registered before the server's own handler: the figures of a process told to stop (the fuzz suite's).
  process.on('SIGTERM', report);
}
