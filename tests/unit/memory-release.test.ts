import { describe, expect, it } from 'vitest';
import { afterWindow, type QuietRule, type QuietState } from '../../server/memory-release';

const MB = 1_048_576;
// As server/main.ts sets it for MEMORY_RELEASE_QUIET_SECONDS=10: two 5 s windows of at most 10 requests, 32 MB grown.
const rule: QuietRule = { quietRequests: 10, quietWindows: 2, growthBytes: 32 * MB };
const start: QuietState = { quiet: 0, heapAfterRelease: 100 * MB };

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

describe('giving memory back after a busy spell', () => {
  it('releases after two quiet windows in a row once the heap grew 32 MB, and not again until it grows again', () => {
    const { releases } = run(start, [
      { requests: 5000, heapMb: 400 },
      { requests: 3, heapMb: 400 },
      { requests: 2, heapMb: 400 },
      { requests: 2, heapMb: 62 },
      { requests: 2, heapMb: 91 },
      { requests: 2, heapMb: 91 },
      { requests: 900, heapMb: 300 },
      { requests: 1, heapMb: 300 },
      { requests: 1, heapMb: 300 },
    ]);
    expect(releases).toEqual([false, false, true, false, false, false, false, false, true]);
  });

  it('a busy window between two quiet ones starts the count again', () => {
    const { releases } = run(start, [
      { requests: 0, heapMb: 400 },
      { requests: 11, heapMb: 400 },
      { requests: 0, heapMb: 400 },
      { requests: 0, heapMb: 400 },
    ]);
    expect(releases).toEqual([false, false, false, true]);
  });

  it('10 requests in a window are quiet (a balancer’s health checks); 11 are not', () => {
    expect(
      run(start, [
        { requests: 10, heapMb: 400 },
        { requests: 10, heapMb: 400 },
      ]).releases,
    ).toEqual([false, true]);
    expect(
      run(start, [
        { requests: 10, heapMb: 400 },
        { requests: 11, heapMb: 400 },
      ]).releases,
    ).toEqual([false, false]);
  });

  it('growth of exactly 32 MB since the last release is worth it; 31 MB is not', () => {
    expect(
      run(start, [
        { requests: 0, heapMb: 132 },
        { requests: 0, heapMb: 132 },
      ]).releases,
    ).toEqual([false, true]);
    expect(
      run(start, [
        { requests: 0, heapMb: 131 },
        { requests: 0, heapMb: 131 },
      ]).releases,
    ).toEqual([false, false]);
  });

  it('after a release the count starts again: grown again, a further release needs two more quiet windows', () => {
    const { releases, state } = run(start, [
      { requests: 0, heapMb: 300 },
      { requests: 0, heapMb: 300 },
      { requests: 0, heapMb: 300 },
    ]);
    expect(releases).toEqual([false, true, false]);
    expect(state).toEqual({ quiet: 1, heapAfterRelease: 60 * MB });
  });
});
