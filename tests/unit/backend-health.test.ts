// The health check waits at most 2 s for the database (ping and migration read) and then answers it
// down; it leaves no timer behind either way. A stand-in database, so the clock can be stepped by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkHealth } from '@/backend/health/service';
import type { Database } from '@/backend/platform/db/client';

/** A database whose every query answers with `answer` (a promise that may never settle). */
const databaseAnswering = (answer: () => Promise<unknown>, kind: Database['kind'] = 'postgres') =>
  ({ kind, db: { execute: answer } }) as unknown as Database;

describe('the health check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the database down after 2 s without an answer, not before', async () => {
    let settled: unknown;
    void checkHealth(databaseAnswering(() => new Promise(() => {}))).then((health) => {
      settled = health;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ status: 'unavailable', database: 'down', databaseKind: 'postgres', migration: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers the database up with no migration applied, and leaves no timer running', async () => {
    const health = await checkHealth(databaseAnswering(async () => [{ n: 0 }], 'pglite'));
    expect(health).toEqual({ status: 'ok', database: 'up', databaseKind: 'pglite', migration: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers the database down at once when a query fails', async () => {
    const health = await checkHealth(
      databaseAnswering(async () => {
        throw new Error('connection refused');
      }),
    );
    expect(health).toEqual({ status: 'unavailable', database: 'down', databaseKind: 'postgres', migration: null });
    expect(vi.getTimerCount()).toBe(0);
  });
});
