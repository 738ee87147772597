// At most a few heavy jobs at a time in a process (the photo decodes of issue 29): the rest wait a
// little for a place, then are refused. Fake timers: the waiting limit is tested on both sides of it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkSlots } from '@/runtime/work-slots';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('work slots', () => {
  it('give as many places as they have at once, and the next one only when one is freed', async () => {
    const slots = createWorkSlots({ size: 2, waitMs: 2_000 });
    const first = await slots.take();
    const second = await slots.take();
    expect([first, second].every((f) => typeof f === 'function')).toBe(true);
    expect([slots.busy, slots.waiting]).toEqual([2, 0]);
    const third = slots.take();
    await vi.advanceTimersByTimeAsync(0);
    expect([slots.busy, slots.waiting]).toEqual([2, 1]);
    first!();
    expect(typeof (await third)).toBe('function');
    expect([slots.busy, slots.waiting]).toEqual([2, 0]);
  });

  it('refuse a wait that lasts past its limit, not a millisecond before', async () => {
    const slots = createWorkSlots({ size: 1, waitMs: 2_000 });
    const held = await slots.take();
    let outcome: unknown = 'waiting';
    void slots.take().then((free) => {
      outcome = free;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeNull();
    expect([slots.busy, slots.waiting]).toEqual([1, 0]);
    // The refused one is gone from the queue: the place freed later is nobody's, and free again.
    held!();
    expect(slots.busy).toBe(0);
  });

  it('free a place once, however often its holder says so', async () => {
    const slots = createWorkSlots({ size: 2, waitMs: 2_000 });
    const free = await slots.take();
    await slots.take();
    free!();
    free!();
    expect(slots.busy).toBe(1);
  });

  it('hand places over in the order they were asked for', async () => {
    const slots = createWorkSlots({ size: 1, waitMs: 2_000 });
    const held = await slots.take();
    const order: string[] = [];
    const a = slots.take().then((free) => {
      order.push('a');
      return free;
    });
    const b = slots.take().then((free) => {
      order.push('b');
      return free;
    });
    held!();
    (await a)!();
    await b;
    expect(order).toEqual(['a', 'b']);
  });

  it('run work in a place and free it, also when the work fails; refuse with the error given when none comes free', async () => {
    const slots = createWorkSlots({ size: 1, waitMs: 100 });
    expect(
      await slots.run(
        async () => 'done',
        () => new Error('busy'),
      ),
    ).toBe('done');
    await expect(
      slots.run(
        async () => {
          throw new Error('broken');
        },
        () => new Error('busy'),
      ),
    ).rejects.toThrow('broken');
    expect(slots.busy).toBe(0);
    const held = await slots.take();
    const refused = slots.run(
      async () => 'never',
      () => new Error('busy'),
    );
    refused.catch(() => {});
    await vi.advanceTimersByTimeAsync(100);
    await expect(refused).rejects.toThrow('busy');
    held!();
  });
});
