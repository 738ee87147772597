// The integration files share a process per worker (vitest.config.ts, decision 065): a file that
// changes process.env or mocks a module must run in a process of its own, or what it changes reaches
// the files after it in the same worker.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OWN_PROCESS } from '../../vitest.config';

const CHANGES_THE_PROCESS =
  /process\.env\[|process\.env\.[A-Z_0-9]+\s*=[^=]|Object\.assign\(process\.env|delete process\.env|vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(/;
const changesTheProcess = (text: string) => CHANGES_THE_PROCESS.test(text);

describe('integration files in a process of their own', () => {
  it('are exactly the files that change process.env or mock a module', () => {
    const files = readdirSync('tests/integration')
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `tests/integration/${f}`);
    const changing = files.filter((f) => changesTheProcess(readFileSync(f, 'utf8')));
    expect(changing.sort()).toEqual([...OWN_PROCESS].sort());
  });

  it('tells a change of the process from a read of it', () => {
    expect(changesTheProcess("process.env.GARAGE_CACHE_SECONDS = '2';")).toBe(true);
    expect(changesTheProcess("process.env['TZ'] = 'UTC';")).toBe(true);
    expect(changesTheProcess("vi.mock('@/config/env', () => ({}));")).toBe(true);
    expect(changesTheProcess('delete process.env.REDIS_URL;')).toBe(true);
    expect(changesTheProcess('if (process.env.CI === "true") run();')).toBe(false);
    expect(changesTheProcess('const url = process.env.TEST_POSTGRES_URL ?? DEFAULT;')).toBe(false);
  });
});
