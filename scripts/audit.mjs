// `npm run audit`: builds, serves the product, and runs Lighthouse (mobile, default settings,
// Debian's Chromium) on every garage landing page, printing the four category scores.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from './chromium-flags.mjs';
import { startProduct } from './product-process.mjs';

const PAGES = (
  process.env.AUDIT_PAGES ?? '/bangalore/kudlu-gate,/bangalore/thanisandra,/hyderabad/hafeezpet,/delhi/patparganj,/ahmedabad/gota'
).split(',');
if (!process.env.AUDIT_SKIP_BUILD) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'sc-audit-'));
const server = await startProduct({ PORT: process.env.AUDIT_PORT ?? '4690', DATA_DIR: dataDir, APP_ENV: 'demo' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows = [];
try {
  for (const page of PAGES) {
    const url = `${server.url}/service-centre${page}`;
    await fetch(url); // warm the response cache, as a real visitor's request would find it
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    });
    const failing = Object.values(result.lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'manual',
    );
    if (process.env.AUDIT_VERBOSE) for (const a of failing) console.log(`  ${page}: ${a.id} ${a.score} ${a.displayValue ?? ''}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(rows);
