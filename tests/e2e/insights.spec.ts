import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE, payInSandbox, signIn, signInHere } from './support/booking';
import { analyticsStarted, choosePeriodicToHandover } from './support/analytics';
import { lookAt } from './support/shots';

// The insights dashboard (decision 055, "The dashboard"): a booking made in the browser reaches the
// funnel once the roll-up runs, each view's CSV holds its table's rows, an advisor sees only their
// centres, and nothing is wrong for axe at a desktop's and a tablet's size. Staff numbers get three
// sign-in codes in 15 minutes: each person signs in once for the whole file, on the desktop project
// (the tablet's size is set inside); the other tests on the server share its figures, so a count is
// compared with itself before and after, under a campaign source of this run alone.
const INSIGHTS = `${BASE}/staff/insights`;
const ADMIN = '9000000002';
/** Ravi Kumar, advisor at Kudlu Gate. */
const ADVISOR = '9000000001';
const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 800 };

test.describe.configure({ mode: 'serial' });
test.beforeEach(({}, info) => test.skip(info.project.name !== 'desktop', 'staff sign in once per file; the tablet size is set inside'));

let admin: BrowserContext;
let advisor: BrowserContext;
test.beforeAll(async ({ browser }, info) => {
  if (info.project.name !== 'desktop') return;
  admin = await signedInStaff(browser, ADMIN);
  advisor = await signedInStaff(browser, ADVISOR);
});
test.afterAll(async () => {
  await admin?.close();
  await advisor?.close();
});

async function signedInStaff(browser: Browser, phone: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, context, phone, INSIGHTS);
  await page.close();
  return context;
}

/** The figures of a table on the page, its heading row first, as a person reads each cell. */
const tableRows = (page: Page, view: string) =>
  page
    .locator(`table[data-view="${view}"] tr`)
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));

/** A funnel step's journeys, from the funnel's table. */
async function journeysAt(page: Page, step: string): Promise<number> {
  const rows = await tableRows(page, 'funnel');
  const row = rows.find((r) => r[0] === step);
  expect(row, `the funnel has a step ${step}`).toBeDefined();
  return Number(row![1]!.replaceAll(',', ''));
}

/** RFC 4180 as the export writes it: quoted cells with doubled quotes, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const waitForIslands = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

/**
 * A new customer books in the browser, every step as a person takes it: a periodic service chosen
 * from a campaign's link, the car, the centre by pincode, a plan, waiting at the centre (signing in
 * there), the first open slot, their details, and the fee paid on the sandbox gateway.
 */
async function bookInTheBrowser(page: Page, context: BrowserContext, phone: string, source: string): Promise<void> {
  await choosePeriodicToHandover(page, String(new URLSearchParams({ utm_source: source, utm_campaign: 'insights' })));
  await waitForIslands(page);
  await page.getByRole('radio', { name: /^Wait at the centre/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await signInHere(page, context, phone);
  await expect(page).toHaveURL(/slot_type=SLOT_BOOKING/);
  await analyticsStarted(page);
  await waitForIslands(page);
  await page.getByRole('tabpanel').getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ad-services\/details-capture\?appointmentId=/);
  await analyticsStarted(page);
  await waitForIslands(page);
  await page.getByLabel('Full name').fill('Insights Customer');
  const registration = page.getByLabel('Registration number');
  if (await registration.isVisible()) await registration.fill(`KA 05 IN ${1000 + Math.floor(Math.random() * 9000)}`);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page, /^Pay ₹/);
  await expect(page.getByRole('heading', { name: 'Your service is booked' })).toBeVisible({ timeout: 15_000 });
  await analyticsStarted(page);
  // Hidden, the page sends what waits.
  await page.goto(`${BASE}/ad-services/home`);
}

/** The event names the collector kept for a browser, from the demo page of collected events. */
async function storedNames(browser: Browser, anonymousId: string): Promise<string[]> {
  const other = await browser.newContext();
  const viewer = await other.newPage();
  await viewer.goto(`${BASE}/dev/analytics?anonymous_id=${anonymousId}`);
  const names = await viewer
    .locator('.collected__item')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-event-name') ?? ''));
  await other.close();
  return names;
}

test("a booking made in the browser reaches the funnel's Confirmed step once the roll-up runs", async ({ browser }) => {
  test.slow();
  const source = `insights-e2e-${Date.now().toString(36)}`;
  const staff = await admin.newPage();
  await staff.goto(INSIGHTS);
  const everyConfirmed = await journeysAt(staff, 'Confirmed');
  await staff.goto(`${INSIGHTS}?source=${source}`);
  expect(await journeysAt(staff, 'Confirmed')).toBe(0);

  const customerContext = await browser.newContext({ viewport: DESKTOP });
  const customer = await customerContext.newPage();
  await bookInTheBrowser(customer, customerContext, `93458${String(Date.now()).slice(-5)}`, source);
  const anonymousId: string = await customer.evaluate(() => JSON.parse(localStorage.getItem('sc:anonymous_id') ?? 'null'));
  // Every step is stored before rolling up (the server's two once the payment's reaction ran).
  await expect
    .poll(async () => storedNames(browser, anonymousId), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        'service_chosen',
        'car_chosen',
        'centre_chosen',
        'plan_chosen',
        'handover_chosen',
        'slot_chosen',
        'details_entered',
        'payment_succeeded',
        'booking_confirmed',
      ]),
    );
  await customerContext.close();

  await staff.getByRole('button', { name: 'Roll up now' }).click();
  await expect(staff.getByText(/^Rolled up [\d,]+ events? just now\.$/)).toBeVisible();
  // The same view: this run's source, every step reached once, waiting at the centre passing the pick-up address.
  await expect(staff).toHaveURL(new RegExp(`source=${source}`));
  expect(await journeysAt(staff, 'Confirmed')).toBe(1);
  expect((await tableRows(staff, 'funnel')).slice(1).map((r) => r[1])).toEqual(Array(10).fill('1'));
  await expect(staff.locator('[data-funnel-summary]')).toHaveText('1 journey started; 1 reached a confirmed booking (100%).');
  // And among everyone's journeys.
  await staff.goto(INSIGHTS);
  expect(await journeysAt(staff, 'Confirmed')).toBeGreaterThanOrEqual(everyConfirmed + 1);
  // The funnel's own sources offer this run's.
  await expect(staff.locator(`#funnel-sources option[value="${source}"]`)).toHaveCount(1);
  await staff.close();
});

test('each view downloads as CSV with the rows of its table', async () => {
  const staff = await admin.newPage();
  await staff.goto(INSIGHTS);
  const views = ['daily', 'pages', 'sources', 'platforms', 'landing', 'funnel'];
  for (const view of views) {
    const link = staff.locator(`a[href*="/export/${view}.csv"]`);
    await expect(link, `${view} has its CSV link`).toHaveCount(1);
    const answer = await admin.request.get((await link.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers()['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="insights-${view}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const table = await tableRows(staff, view);
    expect(table.length, `${view} has rows`).toBeGreaterThan(1);
    expect(parseCsv(await answer.text()), view).toEqual(table);
  }
  // Speed has no table while no Web Vital was sampled (the browser tests' server samples none): its CSV is its heading row.
  const speed = parseCsv(await (await admin.request.get(`${INSIGHTS}/export/speed.csv`)).text());
  expect(speed).toEqual((await tableRows(staff, 'speed')).length ? await tableRows(staff, 'speed') : [speed[0]]);
  expect(speed[0]).toEqual(['Page (funnel step)', 'Drop-off at step', 'Device', 'LCP', 'INP', 'CLS', 'TTFB', 'Visits', 'Note']);
  // A chart's table is under "Show as table".
  const overview = staff.getByRole('region', { name: 'Visitors, sessions and page views' });
  await expect(overview.getByRole('table')).toBeHidden();
  await overview.getByText('Show as table').click();
  await expect(overview.getByRole('table')).toBeVisible();
  await staff.close();
});

test("an advisor sees their centres' landing pages and funnel only, and is refused the site-wide figures", async () => {
  const page = await advisor.newPage();
  await page.goto(INSIGHTS);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByText("Site-wide figures (visitors, sources, platforms and speed) are the admins'.")).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Your landing pages', "Your centres' booking funnel"]);
  expect((await tableRows(page, 'landing')).slice(1).map((r) => r[0])).toEqual(['Service Centre Kudlu Gate']);
  await expect(page.getByLabel('Service centre').locator('option')).toHaveText(['Service Centre Kudlu Gate']);
  await expect(page.locator('#overview, #pages, #sources, #platforms, #speed')).toHaveCount(0);
  // The header leads to the dashboard, marked as the page shown.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
  // Another centre's funnel is refused with the API's words; a site-wide export with its 403.
  await page.goto(`${INSIGHTS}?garage_id=${THANISANDRA}`);
  await expect(page.getByRole('alert')).toHaveText('The funnel cannot be filtered that way: That service centre is not one of yours.');
  expect((await advisor.request.get(`${INSIGHTS}/export/pages.csv`)).status()).toBe(403);
  const own = await advisor.request.get(`${INSIGHTS}/export/landing.csv`);
  expect(parseCsv(await own.text()).map((r) => r[0])).toEqual(['Service centre', 'Service Centre Kudlu Gate']);
  await lookAt(page, 'insights-advisor');
  await page.close();
});

test('a range the API refuses is shown with its message, and the presets and the form still work', async () => {
  const page = await admin.newPage();
  await page.goto(`${INSIGHTS}?from=2026-11-30&to=2026-11-01`);
  await expect(page.getByRole('alert')).toHaveText(
    "That range cannot be shown: to: 'from' is on or before 'to'. Choose the days again, or a preset.",
  );
  await page.goto(`${INSIGHTS}?from=2024-01-01&to=2026-11-01`);
  await expect(page.getByRole('alert')).toContainText('a range is at most 366 days');
  await page.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'true');
  expect((await tableRows(page, 'daily')).length).toBe(8);
  await page.getByLabel('From', { exact: true }).fill('2026-11-01');
  await page.getByLabel('To', { exact: true }).fill('2026-11-03');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-03/);
  expect((await tableRows(page, 'daily')).map((r) => r[0])).toEqual(['Day', '2026-11-01', '2026-11-02', '2026-11-03']);
  await page.close();
});

test('the dashboard has nothing for axe to find at a desktop’s size and a tablet’s, and fits the tablet', async () => {
  // Four axe runs over a page of charts and tables, for two people: seconds each on a busy 2-core machine.
  test.slow();
  const page = await admin.newPage();
  await page.goto(INSIGHTS);
  await page.locator('details.table-view').first().locator('summary').click();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.setViewportSize(TABLET);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET.width);
  const shots = process.env.E2E_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/insights-admin-768.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await lookAt(page, 'insights-admin');
  await page.close();

  const own = await advisor.newPage();
  await own.goto(INSIGHTS);
  expect((await new AxeBuilder({ page: own }).analyze()).violations).toEqual([]);
  await own.setViewportSize(TABLET);
  expect((await new AxeBuilder({ page: own }).analyze()).violations).toEqual([]);
  if (shots) await own.screenshot({ path: `${shots}/insights-advisor-768.png`, fullPage: true });
  await own.close();
});
