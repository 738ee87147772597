import { describe, expect, it } from 'vitest';
import { batchWhileBusy } from '@/lib/batch-while-busy';

/** A run that answers each item doubled once released, recording the batches it was given. */
function controlledRun() {
  const batches: number[][] = [];
  const releases: ((fail?: Error) => void)[] = [];
  const run = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<number[]>((resolve, reject) => {
      releases.push((fail) => (fail ? reject(fail) : resolve(items.map((i) => i * 2))));
    });
  };
  return { run, batches, releases };
}
const settle = () => new Promise((r) => setImmediate(r));

describe('batchWhileBusy', () => {
  it('runs an item at once when nothing is in flight', async () => {
    const { run, batches, releases } = controlledRun();
    const add = batchWhileBusy(run, { inFlight: 1, maxItems: 10 });
    const answer = add(7);
    expect(batches).toEqual([[7]]);
    releases[0]!();
    expect(await answer).toBe(14);
  });

  it('puts the items that arrive while a run is in flight into the next run, each with its own answer', async () => {
    const { run, batches, releases } = controlledRun();
    const add = batchWhileBusy(run, { inFlight: 1, maxItems: 10 });
    const first = add(1);
    const later = [add(2), add(3), add(4)];
    expect(batches).toEqual([[1]]);
    releases[0]!();
    await settle();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    releases[1]!();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
  });

  it('keeps as many runs in flight as allowed, and no more', async () => {
    const { run, batches, releases } = controlledRun();
    const add = batchWhileBusy(run, { inFlight: 2, maxItems: 10 });
    const answers = [add(1), add(2), add(3), add(4)];
    expect(batches).toEqual([[1], [2]]);
    releases[0]!();
    await settle();
    expect(batches).toEqual([[1], [2], [3, 4]]);
    releases[1]!();
    releases[2]!();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8]);
  });

  it('puts at most maxItems in a run; the rest wait for the next', async () => {
    const { run, batches, releases } = controlledRun();
    const add = batchWhileBusy(run, { inFlight: 1, maxItems: 2 });
    const answers = [add(1), add(2), add(3), add(4), add(5)];
    releases[0]!();
    await settle();
    expect(batches).toEqual([[1], [2, 3]]);
    releases[1]!();
    await settle();
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    releases[2]!();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8, 10]);
  });

  it('rejects every item of a failed run, and runs the next batch all the same', async () => {
    const { run, batches, releases } = controlledRun();
    const add = batchWhileBusy(run, { inFlight: 1, maxItems: 10 });
    const first = add(1);
    const failed = [add(2), add(3)];
    releases[0]!();
    await settle();
    const after = add(4);
    releases[1]!(new Error('store away'));
    for (const f of failed) await expect(f).rejects.toThrow('store away');
    expect(await first).toBe(2);
    await settle();
    expect(batches).toEqual([[1], [2, 3], [4]]);
    releases[2]!();
    expect(await after).toBe(8);
  });

  it('rejects a batch whose run answers another number of results than items', async () => {
    const add = batchWhileBusy(async (items: readonly number[]) => items.slice(1), { inFlight: 1, maxItems: 10 });
    await expect(add(1)).rejects.toThrow('0 answers for 1 items');
  });

  it('refuses limits under 1', () => {
    expect(() => batchWhileBusy(async () => [], { inFlight: 0, maxItems: 1 })).toThrow();
    expect(() => batchWhileBusy(async () => [], { inFlight: 1, maxItems: 0 })).toThrow();
  });
});
