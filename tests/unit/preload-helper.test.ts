import { describe, expect, it } from 'vitest';
import preloadHelper from '../../integrations/preload-helper.mjs';

const HELPER_ID = '\0vite/preload-helper.js';
type Hooks = {
  configResolved: (config: { base: string }) => void;
  load: (id: string) => string | null;
  generateBundle: (this: { error: (message: string) => never }, options: unknown, bundle: Record<string, unknown>) => void;
};
type Preload = (load: () => Promise<string>, deps?: string[]) => Promise<string>;

interface FakeLink {
  rel: string;
  href: string;
  crossOrigin: string | null;
  onload?: () => void;
  onerror?: () => void;
}

/** The helper's code run against a document that only records the links it is given. */
function helperIn(base: string) {
  const plugin = preloadHelper() as unknown as Hooks;
  plugin.configResolved({ base });
  const code = plugin.load(HELPER_ID) ?? '';
  const links: FakeLink[] = [];
  const document = {
    createElement: (): FakeLink => ({ rel: '', href: '', crossOrigin: null }),
    head: { append: (link: FakeLink) => links.push(link) },
  };
  const preload = new Function('document', code.replace('export const __vitePreload =', 'return')) as (doc: unknown) => Preload;
  return { preload: preload(document), links };
}

const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('the preload helper every import() goes through', () => {
  it('asks for the chunks an import needs at once, each once, as modules', async () => {
    const { preload, links } = helperIn('/service-centre/');
    expect(await preload(async () => 'toaster', ['_astro/a.js', '_astro/b.js'])).toBe('toaster');
    await preload(async () => 'again', ['_astro/a.js']);
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/service-centre/_astro/a.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/service-centre/_astro/b.js', crossOrigin: '' },
    ]);
  });

  it('loads a module without dependencies straight away', async () => {
    const { preload, links } = helperIn('/service-centre/');
    expect(await preload(async () => 'sign-in')).toBe('sign-in');
    expect(await preload(async () => 'sign-in', [])).toBe('sign-in');
    expect(links).toEqual([]);
  });

  it('waits for a stylesheet among the dependencies before the module runs', async () => {
    const { preload, links } = helperIn('/service-centre/');
    let ran = false;
    const loading = preload(async () => {
      ran = true;
      return 'styled';
    }, ['_astro/c.css']);
    await Promise.resolve();
    expect(ran).toBe(false);
    expect(links[0]?.rel).toBe('stylesheet');
    links[0]?.onload?.();
    expect(await loading).toBe('styled');
  });

  it("fails the import when a stylesheet does not load, as Vite's does", async () => {
    const { preload, links } = helperIn('/');
    const loading = preload(async () => 'never', ['_astro/d.css']);
    links[0]?.onerror?.();
    await expect(loading).rejects.toBeUndefined();
  });

  it("stops the build when Vite's own helper ends up in the bundle", () => {
    const plugin = preloadHelper() as unknown as Hooks;
    const bundle = { 'a.js': { type: 'chunk', code: 'window.dispatchEvent(new Event("vite:preloadError"))' } };
    expect(() => plugin.generateBundle.call(context, {}, bundle)).toThrow(/no longer loaded as/);
    expect(() => plugin.generateBundle.call(context, {}, { 'b.js': { type: 'chunk', code: 'export{}' } })).not.toThrow();
  });
});
