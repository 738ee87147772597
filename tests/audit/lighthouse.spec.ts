import { test, type APIRequestContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import base from '../../playwright.config';
import { BASE, signIn, signedInRequest } from '../e2e/support/booking';
import { bookPaid, createAppointment } from '../e2e/support/booking-api';
import { ok } from '../e2e/support/workshop-api';

// Lighthouse (mobile, default settings, Debian's Chromium) on the service home, a choosing page, slot
// selection and tracking, each run AUDIT_RUNS times (3 by default) and the median kept, since the
// machine is noisy. The signed-in pages are reached with the customer's session cookie. Prints a table;
// decides nothing (performance is measured here, never asserted in tests).
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('Lighthouse on the app screens, median of three runs', async ({ page, context, playwright, baseURL }) => {
  await signIn(page, context, '9345811401');
  const held = await createAppointment(page, 'KA52AU1401');
  const booked = await bookPaid(page, 'KA52AU1402');
  const staff: APIRequestContext = await signedInRequest(playwright, baseURL!, context, '9000000003');
  const order = await ok(
    staff.post(`${BASE}/api/garage-timeline`, {
      data: { request_id: `audit-${booked.appointment_id.slice(0, 8)}`, appointment_id: booked.appointment_id },
    }),
  );
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const ids = (a: { appointment_id: string; garage_id: string }) =>
    new URLSearchParams({ appointmentId: a.appointment_id, garageId: a.garage_id });
  const pages: { name: string; path: string; signedIn?: boolean }[] = [
    { name: 'service home', path: '/ad-services/home' },
    { name: 'car (choosing)', path: '/ad-services/mmv' },
    { name: 'slot selection', path: `/ad-services/slot-selection?${ids(held)}`, signedIn: true },
    { name: 'tracking', path: `/tracking?orderId=${order.order_id}`, signedIn: true },
  ];
  // The browser tests' Chromium and flags (playwright.config.ts), headless for Lighthouse.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? base.use?.launchOptions?.executablePath,
    chromeFlags: ['--headless=new', ...(base.use?.launchOptions?.args ?? [])],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const { name, path, signedIn } of pages) {
      const url = `${baseURL}${BASE}${path}`;
      const scores = {
        performance: [] as number[],
        accessibility: [] as number[],
        lcp: [] as number[],
        tbt: [] as number[],
        cls: [] as number[],
      };
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          ...(signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        const { categories: c, audits, runtimeError, runWarnings } = result!.lhr;
        // A run Lighthouse could not finish scores 0: say why instead of counting it as a page that is slow.
        if (runtimeError) console.log(`  ${name}, run ${run + 1}: ${runtimeError.code} ${runtimeError.message}`);
        if (process.env.AUDIT_VERBOSE) for (const warning of runWarnings) console.log(`  ${name}, run ${run + 1}: ${warning}`);
        // No score when a metric could not be measured in that run: it is said and left out of the median.
        if (c.performance?.score == null) {
          const failed = Object.values(audits)
            .filter((a) => a.errorMessage)
            .map((a) => `${a.id}: ${a.errorMessage}`);
          console.log(`  ${name}, run ${run + 1}: no performance score (${failed.join('; ') || 'no reason given'})`);
        } else scores.performance.push(Math.round(c.performance.score * 100));
        scores.accessibility.push(Math.round((c.accessibility?.score ?? 0) * 100));
        scores.lcp.push(Math.round(audits['largest-contentful-paint']?.numericValue ?? 0));
        scores.tbt.push(Math.round(audits['total-blocking-time']?.numericValue ?? 0));
        scores.cls.push(Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)));
        if (process.env.AUDIT_VERBOSE)
          for (const a of Object.values(audits))
            if (a.score !== null && a.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
              console.log(`  ${name}: ${a.id} ${a.score} ${a.displayValue ?? ''}`);
      }
      rows.push({
        page: name,
        performance: median(scores.performance),
        'performance runs': scores.performance.join(' '),
        accessibility: median(scores.accessibility),
        'LCP ms': median(scores.lcp),
        'TBT ms': median(scores.tbt),
        CLS: median(scores.cls),
      });
    }
  } finally {
    await chrome.kill();
  }
  console.table(rows);
});
