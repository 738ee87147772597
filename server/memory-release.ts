// Memory given back once a busy spell is over. Under load V8 grows its young generation to the
// largest size it allows on this machine and leaves the garbage it promoted in old space, and it
// keeps both after the load has gone: its own memory reducer judges the allocation rate still high
// and never runs (measured: RSS stayed at 480–510 MB for a minute of idling after 3 s of pages).
// A memory-reducing collection (V8's "last resort" flavour, what its reducer would run) brings the
// same process back to about 250 MB in some 30 ms. It caps nothing: under load V8 sizes the heap as it
// likes. Decision 062.
import type { Server } from 'node:http';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface QuietRule {
  /** A window with at most this many requests is calm enough (a balancer's health checks, a light steady load). */
  quietRequests: number;
  /** Quiet windows in a row before memory is given back. */
  quietWindows: number;
  /** Growth of V8's heap since the last release (bytes) that makes a release worth its pause. */
  growthBytes: number;
  /**
   * Windows from one release to the next at least: under a light steady load the heap grows back
   * within seconds, and a pause every few seconds would reach the p99 of the requests it holds up.
   */
  windowsBetween: number;
  /**
   * Growth since the last release (bytes) that makes a release due sooner, after
   * `windowsBetweenWhenGrown` windows: under a light steady load V8 lets its heap grow by hundreds of
   * MB in a minute, more as the minutes go on, and this bounds how high a calm process climbs.
   */
  largeGrowthBytes: number;
  windowsBetweenWhenGrown: number;
}

export interface QuietState {
  /** Quiet windows seen in a row. */
  quiet: number;
  /** V8's heap (bytes committed) after the last release; 0 before the first (start-up is a busy spell of its own). */
  heapAfterRelease: number;
  /** Windows since the last release (infinite before the first). */
  sinceRelease: number;
}

/**
 * The pure rule, one window at a time: given the requests the window saw and V8's heap at its end,
 * the next state and whether to give memory back now. A busy window starts the count again; a release
 * happens once per busy spell, when the heap has grown since the last one, and never sooner than
 * `windowsBetween` windows after it, or `windowsBetweenWhenGrown` once it has grown `largeGrowthBytes`.
 */
export function afterWindow(
  state: QuietState,
  window: { requests: number; heapBytes: number },
  rule: QuietRule,
): { state: QuietState; release: boolean } {
  const sinceRelease = state.sinceRelease + 1;
  if (window.requests > rule.quietRequests) return { state: { ...state, quiet: 0, sinceRelease }, release: false };
  const quiet = state.quiet + 1;
  const grown = window.heapBytes - state.heapAfterRelease;
  const due =
    (sinceRelease >= rule.windowsBetween && grown >= rule.growthBytes) ||
    (sinceRelease >= rule.windowsBetweenWhenGrown && grown >= rule.largeGrowthBytes);
  const release = quiet >= rule.quietWindows && due;
  return { state: { ...state, quiet: release ? 0 : quiet, sinceRelease: release ? 0 : sinceRelease }, release };
}

/**
 * How long before a due release the requests are counted again: a load that begins in the last part
 * of a quiet window leaves that window under the quiet count (a 479-a-second load half a second in is
 * some 240 requests, under 250), and a release of 200–500 ms then met the load's first burst (the
 * booking bench's open loop started at 300–400 ms instead of 5–40 ms). Decision 067.
 */
export const CALM_CHECK_MS = 250;

/** Whether `requests` in the last `ms` before a release are still at the quiet rate (the rule's requests per window, or fewer). */
export function stillCalm(requests: number, ms: number, rule: { quietRequests: number; windowMs: number }): boolean {
  return requests <= (rule.quietRequests * ms) / rule.windowMs;
}

/** V8's memory-reducing collection, run as a task of its own (not inside the caller's turn). */
function memoryReducingCollection(): () => Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: object) => PromiseLike<void>;
  return async () => {
    await gc({ type: 'major', execution: 'async', flavor: 'last-resort' });
  };
}

export interface Released {
  rssBeforeMb: number;
  rssAfterMb: number;
  heapBeforeMb: number;
  heapAfterMb: number;
  ms: number;
}

/**
 * Counts the server's requests per `windowMs` and gives memory back after `quietWindows` quiet
 * windows in a row, when V8's heap grew by `growthBytes` since the last time. Answers a stop function.
 */
export function releaseMemoryWhenQuiet(
  server: Server,
  options: QuietRule & { windowMs: number; onRelease?: (released: Released) => void },
): () => void {
  const collect = memoryReducingCollection();
  const mb = (bytes: number) => Math.round(bytes / 1_048_576);
  let requests = 0;
  let running = false;
  let state: QuietState = { quiet: 0, heapAfterRelease: 0, sinceRelease: Number.POSITIVE_INFINITY };
  const count = () => {
    requests++;
  };
  server.on('request', count);
  const release = () => {
    const before = process.memoryUsage();
    const started = performance.now();
    void collect()
      .then(() => {
        const after = process.memoryUsage();
        state = { ...state, heapAfterRelease: after.heapTotal };
        options.onRelease?.({
          rssBeforeMb: mb(before.rss),
          rssAfterMb: mb(after.rss),
          heapBeforeMb: mb(before.heapTotal),
          heapAfterMb: mb(after.heapTotal),
          ms: Math.round(performance.now() - started),
        });
      })
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(() => {
    const before = process.memoryUsage();
    const previous = state;
    const next = afterWindow(state, { requests, heapBytes: before.heapTotal }, options);
    requests = 0;
    state = next.state;
    if (!next.release || running) return;
    running = true;
    // Counted again for a moment: a load that has just begun is not a quiet process. Called off, the
    // window counts as busy after all, and the release stays due for the next quiet spell.
    setTimeout(() => {
      if (stillCalm(requests, CALM_CHECK_MS, options)) return release();
      state = afterWindow(previous, { requests: Number.POSITIVE_INFINITY, heapBytes: before.heapTotal }, options).state;
      running = false;
    }, CALM_CHECK_MS).unref();
  }, options.windowMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', count);
  };
}
