import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileClock } from '@/runtime/file-clock';

describe('a clock moved from a file (TEST_CLOCK_FILE)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sc-clock-'));
  const file = path.join(dir, 'offset');
  afterEach(() => rmSync(file, { force: true }));
  let real = Date.parse('2026-11-25T10:00:00+05:30');
  const clock = () => fileClock(file, () => real);

  it('runs ahead of the real time by the milliseconds the file holds', () => {
    writeFileSync(file, '660000\n');
    expect(clock()().toISOString()).toBe('2026-11-25T04:41:00.000Z');
  });

  it('is the real time with no file, or a file that is not a number', () => {
    expect(clock()().toISOString()).toBe('2026-11-25T04:30:00.000Z');
    writeFileSync(file, 'soon');
    expect(clock()().toISOString()).toBe('2026-11-25T04:30:00.000Z');
  });

  it('reads the file again once 100 ms have passed, not before', () => {
    writeFileSync(file, '1000');
    const c = clock();
    expect(c().toISOString()).toBe('2026-11-25T04:30:01.000Z');
    writeFileSync(file, '60000');
    real += 99;
    expect(c().toISOString()).toBe('2026-11-25T04:30:01.099Z');
    real += 1;
    expect(c().toISOString()).toBe('2026-11-25T04:31:00.100Z');
    real -= 100;
  });
});
