import { describe, expect, it } from 'vitest';
import { afterWindow, CALM_CHECK_MS, stillCalm, type QuietRule, type QuietState } from '../../server/memory-release';

const MB = 1_048_576;
// As server/main.ts sets it for MEMORY_RELEASE_QUIET_SECONDS=10: two 5 s windows of at most 250
// requests (50 a second), 32 MB grown, and a minute (12 windows) from one release to the next, or
// 15 s (3 windows) once the heap has grown 128 MB.
const rule: QuietRule = {
  quietRequests: 250,
  quietWindows: 2,
  growthBytes: 32 * MB,
  windowsBetween: 12,
  largeGrowthBytes: 128 * MB,
  windowsBetweenWhenGrown: 3,
};
const start: QuietState = { quiet: 0, heapAfterRelease: 100 * MB, sinceRelease: Number.POSITIVE_INFINITY };
const busy = (n: number) => Array.from({ length: n }, () => ({ requests: 1900, heapMb: 300 }));

/**
 * Runs windows one after another from `state`, answering the release decision of each. A release
 * leaves V8's heap at 60 MB, as the runner then records (releaseMemoryWhenQuiet).
 */
function run(state: QuietState, windows: { requests: number; heapMb: number }[]) {
  const releases: boolean[] = [];
  for (const w of windows) {
    const next = afterWindow(state, { requests: w.requests, heapBytes: w.heapMb * MB }, rule);
    releases.push(next.release);
    state = next.release ? { ...next.state, heapAfterRelease: 60 * MB } : next.state;
  }
  return { releases, state };
}

/** The release decisions of windows given as [requests, heap MB], from the start. */
const releasesOf = (...windows: [number, number][]) =>
  run(
    start,
    windows.map(([requests, heapMb]) => ({ requests, heapMb })),
  ).releases;

describe('giving memory back after a busy spell', () => {
  it('releases after two quiet windows in a row once the heap grew 32 MB, and not again until it grows again', () => {
    const { releases } = run(start, [
      { requests: 5000, heapMb: 400 },
      { requests: 3, heapMb: 400 },
      { requests: 2, heapMb: 400 },
      { requests: 2, heapMb: 62 },
      { requests: 2, heapMb: 91 },
      { requests: 2, heapMb: 91 },
      ...busy(6),
      { requests: 1, heapMb: 180 },
      { requests: 1, heapMb: 180 },
      { requests: 1, heapMb: 180 },
    ]);
    // Windows 4–6 are quiet but the heap grew 31 MB at most; after the busy ones, two quiet windows
    // would do, but with 120 MB grown only the 12th window after the release may (index 14).
    expect(releases).toEqual([false, false, true, ...Array(11).fill(false), true]);
  });

  it('a minute at least from one release to the next: the 12th window after it may release, the 11th may not', () => {
    const released = { ...start, sinceRelease: 0, heapAfterRelease: 60 * MB };
    const calm = { requests: 240, heapMb: 150 };
    expect(run(released, Array(12).fill(calm)).releases).toEqual([...Array(11).fill(false), true]);
    expect(run(released, Array(11).fill(calm)).releases).toEqual(Array(11).fill(false));
    // A light steady load (48 a second) releases once a minute, not every two windows.
    expect(
      run(start, Array(26).fill(calm))
        .releases.map((r, i) => (r ? i : -1))
        .filter((i) => i >= 0),
    ).toEqual([1, 13, 25]);
  });

  it('a busy window between two quiet ones starts the count again', () => {
    const { releases } = run(start, [
      { requests: 0, heapMb: 400 },
      { requests: 251, heapMb: 400 },
      { requests: 0, heapMb: 400 },
      { requests: 0, heapMb: 400 },
    ]);
    expect(releases).toEqual([false, false, false, true]);
  });

  it('250 requests in a 5 s window (50 a second) are calm enough; 251 are not', () => {
    expect(releasesOf([250, 400], [250, 400])).toEqual([false, true]);
    expect(releasesOf([250, 400], [251, 400])).toEqual([false, false]);
  });

  it('growth of exactly 32 MB since the last release is worth it; 31 MB is not', () => {
    expect(releasesOf([0, 132], [0, 132])).toEqual([false, true]);
    expect(releasesOf([0, 131], [0, 131])).toEqual([false, false]);
  });

  it('once the heap has grown 128 MB a calm process releases after 3 windows (15 s), not 12; 127 MB waits the minute', () => {
    const released = { ...start, sinceRelease: 0, heapAfterRelease: 60 * MB };
    const at = (heapMb: number, windows: number) =>
      run(released, Array(windows).fill({ requests: 240, heapMb }))
        .releases.map((r, i) => (r ? i + 1 : 0))
        .filter(Boolean);
    // The window numbers after the release that release.
    expect(at(188, 12)).toEqual([3, 6, 9, 12]);
    expect(at(187, 12)).toEqual([12]);
    expect(at(400, 2)).toEqual([]);
  });

  it('a large growth still waits for quiet windows: a busy process never releases', () => {
    const released = { ...start, sinceRelease: 0, heapAfterRelease: 60 * MB };
    expect(run(released, Array(20).fill({ requests: 251, heapMb: 600 })).releases).toEqual(Array(20).fill(false));
    // Busy, busy, then two quiet windows: released at the second quiet one.
    expect(run(released, [...busy(3), { requests: 0, heapMb: 300 }, { requests: 0, heapMb: 300 }]).releases).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('after a release the counts start again', () => {
    const { releases, state } = run(start, [
      { requests: 0, heapMb: 300 },
      { requests: 0, heapMb: 300 },
      { requests: 0, heapMb: 300 },
    ]);
    expect(releases).toEqual([false, true, false]);
    expect(state).toEqual({ quiet: 1, heapAfterRelease: 60 * MB, sinceRelease: 1 });
  });

  it('a release is called off when the load has begun: 12 requests in the last 250 ms are calm (50 a second), 13 are not', () => {
    const windows = { quietRequests: 250, windowMs: 5000 };
    expect(CALM_CHECK_MS).toBe(250);
    expect(stillCalm(12, 250, windows)).toBe(true);
    expect(stillCalm(13, 250, windows)).toBe(false);
    expect(stillCalm(0, 250, windows)).toBe(true);
    // Exactly the quiet rate is calm: 10 in 200 ms.
    expect(stillCalm(10, 200, windows)).toBe(true);
    expect(stillCalm(11, 200, windows)).toBe(false);
  });

  it('a release called off counts its window as busy and stays due: the next two quiet windows release, not a minute later', () => {
    const previous: QuietState = { quiet: 1, heapAfterRelease: 100 * MB, sinceRelease: 20 };
    const due = afterWindow(previous, { requests: 0, heapBytes: 300 * MB }, rule);
    expect(due.release).toBe(true);
    // Called off, the window is taken as busy after all (releaseMemoryWhenQuiet).
    const off = afterWindow(previous, { requests: Number.POSITIVE_INFINITY, heapBytes: 300 * MB }, rule).state;
    expect(off).toEqual({ quiet: 0, heapAfterRelease: 100 * MB, sinceRelease: 21 });
    const { releases } = run(off, [
      { requests: 0, heapMb: 300 },
      { requests: 0, heapMb: 300 },
    ]);
    expect(releases).toEqual([false, true]);
  });
});
