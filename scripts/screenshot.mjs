// Screenshots pages at phone and desktop size: node scripts/screenshot.mjs http://127.0.0.1:4321/service-centre/ad-services/home [...]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_ARGS } from './chromium-flags.mjs';

const out = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
for (const url of process.argv.slice(2)) {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.goto(url, { waitUntil: 'networkidle' });
    const name = new URL(url).pathname.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root';
    const file = `${out}/${name}-${w}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
