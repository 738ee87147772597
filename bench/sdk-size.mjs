// The analytics SDK's first load, in bytes gzip (decision 053; budget 1.5 KB): the script a landing
// page runs to start it, inlined or a file, with the files it imports. node bench/sdk-size.mjs http://127.0.0.1:4321
import { gzipSync } from 'node:zlib';

export const SDK_BUDGET_BYTES = 1536;
const MARKER = 'sc-analytics';

/** Gzip bytes of the SDK's code as a landing page loads it (each file compressed on its own, as served). */
export async function sdkFirstLoadBytes(base, page = '/service-centre/bangalore/kudlu-gate') {
  const html = await (await fetch(base + page)).text();
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, body]) => ({
    src: /\bsrc="([^"]+)"/.exec(attrs)?.[1],
    body,
  }));
  const fetched = async (src) => (await fetch(new URL(src, base + page))).text();
  for (const script of scripts) {
    const code = script.src ? await fetched(script.src) : script.body;
    if (!code.includes(MARKER)) continue;
    let bytes = gzipSync(code).length;
    // A file of the SDK may import shared chunks: they load with it.
    for (const [, imported] of code.matchAll(/import(?:[^'"`]*from)?\s*["'`](\.\/[^"'`]+)["'`]/g))
      bytes += gzipSync(await fetched(new URL(imported, new URL(script.src ?? page, base + page)).href)).length;
    return bytes;
  }
  throw new Error(`no script starting the analytics SDK on ${page}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bytes = await sdkFirstLoadBytes(process.argv[2] ?? 'http://127.0.0.1:4321');
  console.log(`analytics SDK first load: ${bytes} bytes gzip (budget ${SDK_BUDGET_BYTES})`);
  if (bytes > SDK_BUDGET_BYTES) process.exitCode = 1;
}
