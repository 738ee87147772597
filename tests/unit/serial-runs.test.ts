import { describe, expect, it } from 'vitest';
import { serialRuns } from '@/lib/serial-runs';

/** A task whose runs end when the test says, counting them. */
function heldTask() {
  const ends: (() => void)[] = [];
  let runs = 0;
  const task = () =>
    new Promise<void>((resolve) => {
      runs++;
      ends.push(resolve);
    });
  const endRun = async () => {
    ends.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { task, endRun, runs: () => runs };
}

describe('serial runs of a poll', () => {
  it('runs at once when idle, and one at a time', async () => {
    const { task, endRun, runs } = heldTask();
    const request = serialRuns(task);
    void request();
    expect(runs()).toBe(1);
    await endRun();
    void request();
    expect(runs()).toBe(2);
    await endRun();
    expect(runs()).toBe(2);
  });

  it('runs once more after the run under way when asked meanwhile, however often it was asked', async () => {
    const { task, endRun, runs } = heldTask();
    const request = serialRuns(task);
    void request();
    void request();
    void request();
    expect(runs()).toBe(1);
    await endRun();
    expect(runs()).toBe(2);
    await endRun();
    expect(runs()).toBe(2);
  });

  it('asks again after a failed run too, and a request after the failure runs', async () => {
    let runs = 0;
    let fail = true;
    const request = serialRuns(async () => {
      runs++;
      if (fail) {
        fail = false;
        throw new Error('offline');
      }
    });
    await expect(request()).rejects.toThrow('offline');
    await request();
    expect(runs).toBe(2);
  });
});
