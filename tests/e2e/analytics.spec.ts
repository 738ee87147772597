import { expect, test, type Page, type Request } from '@playwright/test';

// The browser analytics SDK (decision 053) against a stand-in for the collector: page.route answers
// its address, so these tests hold what the browser sends, not what a collector stores.
const COLLECTOR = '**/service-centre/external/api/v2/send*';
const LANDING = '/service-centre/bangalore/kudlu-gate';
const HOME = '/service-centre/ad-services/home';

interface SentEvent {
  event_type: string;
  event_name?: string;
  event_properties: Record<string, unknown>;
  anonymous_id: string;
}

/** Every event the page sends, with how it was sent, the collector answering 200. */
async function collect(page: Page) {
  const batches: { events: SentEvent[]; request: Request }[] = [];
  await page.route(COLLECTOR, async (route) => {
    const body = JSON.parse(route.request().postData() ?? 'null') as SentEvent | SentEvent[];
    batches.push({ events: Array.isArray(body) ? body : [body], request: route.request() });
    await route.fulfill({ json: { ok: true } });
  });
  return { batches, events: () => batches.flatMap((b) => b.events) };
}

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'desktop', 'what the browser sends does not change with the width; the platform rule has unit tests');
});

test('a landing page sends its page view with every common property and the campaign it came from', async ({ page, baseURL }) => {
  test.slow();
  const sent = await collect(page);
  const search = '?utm_source=google&utm_medium=cpc&utm_campaign=monsoon&utm_content=banner';
  await page.goto(LANDING + search);
  await expect.poll(() => sent.events().length).toBe(1);
  const [batch] = sent.batches;
  expect(batch?.request.method()).toBe('POST');
  expect(batch?.request.headers()['x-write-key']).toBe('service-centre-automation');
  expect(batch?.request.headers()['content-type']).toBe('application/json');
  const [event] = sent.events();
  expect(event).toEqual({
    event_type: 'page',
    event_name: 'view_page',
    anonymous_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    event_properties: {
      page_type: 'garage_landing',
      source: 'google',
      platform: 'web',
      platform_code: 'web',
      page_url: `${baseURL}${LANDING}${search}`,
      path: LANDING,
      referrer: '',
      utm_source: 'google',
      utm_campaign: 'monsoon',
      utm_content: 'banner',
      utm_medium: 'cpc',
      url: `${baseURL}${LANDING}`,
      title: await page.title(),
      search,
      webdriver: true,
    },
  });
  // The arrival is kept for 24 hours: the next page, without parameters, still says where the visitor came from.
  await page.goto(HOME);
  await expect.poll(() => sent.events().length).toBe(2);
  expect(sent.events()[1]?.event_properties).toMatchObject({ page_type: 'service_home', source: 'google', utm_source: null });
  expect(sent.events()[1]?.anonymous_id).toBe(event?.anonymous_id);
});

test('choosing a service is sent as a track event, batched with the page view of the page it leads to', async ({ page }) => {
  test.slow();
  const sent = await collect(page);
  await page.goto(HOME);
  await expect.poll(() => sent.events().length).toBe(1);
  await page.getByRole('link', { name: /Periodic service/ }).click();
  await expect.poll(() => sent.events().map((e) => e.event_name)).toEqual(['view_page', 'view_page', 'service_chosen']);
  const last = sent.batches.at(-1);
  expect(last?.events.map((e) => [e.event_type, e.event_name])).toEqual([
    ['page', 'view_page'],
    ['track', 'service_chosen'],
  ]);
  expect(last?.events[1]?.event_properties).toMatchObject({ service_type: 'periodic_service', page_type: 'periodic_service' });
});

test('what waits is sent by beacon, with the key in the address, when the page is hidden', async ({ page }) => {
  const sent = await collect(page);
  await page.goto(HOME);
  await expect.poll(() => sent.events().length).toBe(1);
  await page.evaluate(() => {
    window.scAnalytics?.push(['track', 'qr_scanned', { campaign: 'qr_online_campaign' }]);
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect.poll(() => sent.events().length).toBe(2);
  const beacon = sent.batches[1]?.request;
  expect(new URL(beacon?.url() ?? '').searchParams.get('write_key')).toBe('service-centre-automation');
  expect(beacon?.headers()['x-write-key']).toBeUndefined();
  expect(sent.batches[1]?.events[0]).toMatchObject({
    event_type: 'track',
    event_name: 'qr_scanned',
    event_properties: { campaign: 'qr_online_campaign' },
  });
});

test('only the allowed names reach the data layer', async ({ page }) => {
  await collect(page);
  await page.goto(HOME);
  await page.evaluate(() => {
    window.scAnalytics?.push(['track', 'phone_number_entered', {}]);
    window.scAnalytics?.push(['track', 'service_chosen', { service_type: 'car_spa_and_cleaning' }]);
  });
  const names = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
  expect(names).toEqual(['view_page', 'phone_number_entered']);
});

for (const [failure, answer] of [
  ['answers 500', 'error'],
  ['never answers', 'silence'],
] as const) {
  test(`a collector that ${failure} leaves the journey working, says nothing to the visitor and only logs`, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    await page.route(COLLECTOR, async (route) => {
      if (answer === 'error') await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'down' } } });
      // Silence: the request is left hanging for the rest of the test.
    });
    await page.goto(HOME);
    await page.getByRole('link', { name: /Periodic service/ }).click();
    await expect(page).toHaveURL(/\/ad-services\/periodic-service/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    if (answer === 'error')
      await expect.poll(() => logged.some((t) => t.startsWith('There was a problem with the CDP API fetch operation:'))).toBe(true);
  });
}

test('a sampled page load reports its Web Vitals after it is idle, tagged with the page type and the device class', async ({ page }) => {
  const sent = await collect(page);
  const vitalsChunk: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/web-vitals[^/]*\.js$/.test(r.url())) vitalsChunk.push(r.url());
  });
  // The browser tests' server samples no page load (ANALYTICS_VITALS_SAMPLE=0): this page's settings say every one.
  await page.route(`**${HOME}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(&quot;v&quot;:)0(?=[,}])/, '$11');
    expect(html).toContain('&quot;v&quot;:1');
    await route.fulfill({ response, body: html });
  });
  await page.goto(HOME);
  // Loaded once the page is idle, or 3 s after the load at the latest (a page kept busy); then fetched.
  await expect.poll(() => vitalsChunk.length, { timeout: 10_000 }).toBe(1);
  const vitals = () =>
    sent
      .events()
      .filter((e) => e.event_name === 'web_vital')
      .map((e) => e.event_properties.metric)
      .sort();
  // TTFB is reported as soon as it is known, without an input. Its report also says the chunk has run
  // and watches the largest paint (an input before that, on a busy machine, would end no watch).
  await expect.poll(vitals).toEqual(['TTFB']);
  // The first input ends the largest paint's watch: LCP is reported then.
  await page.getByRole('heading', { level: 1 }).click();
  await expect.poll(vitals).toEqual(['LCP', 'TTFB']);
  for (const e of sent.events().filter((e) => e.event_name === 'web_vital')) {
    expect(e.event_properties).toMatchObject({ page_type: 'service_home', device_class: 'desktop', platform: 'web' });
    expect(['good', 'needs-improvement', 'poor']).toContain(e.event_properties.rating);
    expect(e.event_properties.value).toBeGreaterThanOrEqual(0);
  }
});

test('a page load outside the sample never loads the Web Vitals code', async ({ page }) => {
  const sent = await collect(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(HOME);
  await expect.poll(() => sent.events().length).toBe(1);
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
  expect(scripts.filter((u) => u.includes('web-vitals'))).toEqual([]);
  expect(sent.events().map((e) => e.event_name)).toEqual(['view_page']);
});
