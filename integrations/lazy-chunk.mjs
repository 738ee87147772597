// A module the browser imports later, by the address of its own chunk, without Vite's preload helper
// (decision 053). Vite wraps every dynamic import() in a helper of about 0.9 KB gzip, which would
// more than half fill the analytics SDK's 1.5 KB budget on landing pages, which load nothing else.
// `import url from 'lazy-chunk:/src/islands/web-vitals.ts'` gives the built chunk's absolute address
// (the importer may be inlined into the page); `import(/* @vite-ignore */ url)` loads it.

const PREFIX = 'lazy-chunk:';
const PLACEHOLDER = '__LAZY_CHUNK_';

/** @returns {import('vite').Plugin} */
export default function lazyChunk() {
  /** @type {Map<string, string>} */
  const refs = new Map();
  let serving = false;
  let base = '/';
  return {
    name: 'lazy-chunk',
    configResolved(config) {
      serving = config.command === 'serve';
      base = config.base;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const path = id.slice(PREFIX.length + 1);
      // The dev server serves source modules by their path under the base.
      if (serving || this.environment?.config.consumer !== 'client') return `export default ${JSON.stringify(`${base.replace(/\/$/, '')}${path}`)};`;
      const ref = this.emitFile({ type: 'chunk', id: `${process.cwd()}${path}` });
      refs.set(ref, path);
      return `export default "${PLACEHOLDER}${ref}__";`;
    },
    renderChunk(code) {
      if (!code.includes(PLACEHOLDER)) return null;
      return code.replace(new RegExp(`${PLACEHOLDER}([\\w$-]+?)__`, 'g'), (_, ref) => `${base}${this.getFileName(ref)}`);
    },
  };
}
