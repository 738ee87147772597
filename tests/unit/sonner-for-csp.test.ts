import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import sonnerForCsp from '../../integrations/sonner-for-csp.mjs';

const SONNER = `${process.cwd()}/node_modules/sonner/dist/index.mjs`;
type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = sonnerForCsp({ fadeOutMs: 1000 }).transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe("sonner adapted to the pages' style policy and spec §9's fade-out", () => {
  it('removes the inline style injection from the installed sonner and waits 1000 ms before removing a toast', () => {
    const source = readFileSync(SONNER, 'utf8');
    expect(source).toContain('__insertCSS("');
    const out = transform.call(context, source, SONNER);
    expect(out?.code).not.toMatch(/__insertCSS\("/);
    expect(out?.code).toContain('const TIME_BEFORE_UNMOUNT = 1000;');
    expect(out?.code).not.toMatch(/const TIME_BEFORE_UNMOUNT = 200;/);
  });

  it('stops the build when sonner no longer looks as expected', () => {
    expect(() => transform.call(context, 'export const toast = 1;', SONNER)).toThrow(/sonner no longer injects/);
  });

  it('leaves every other module alone', () => {
    expect(transform.call(context, '__insertCSS("a");const TIME_BEFORE_UNMOUNT = 200;', '/work/src/islands/x.ts')).toBeNull();
  });
});
