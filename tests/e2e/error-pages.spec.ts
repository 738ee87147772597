import { expect, test, type Page, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const BASE = '/service-centre';
const HOME = `${BASE}/ad-services/home`;

/** Spec §8's pages, typed out from the spec (and the seeded SUPPORT_PHONE default). */
const PAGES = [
  { code: '422', title: 'Your claim request has already been submitted', body: null, link: ['Back to home', HOME] },
  {
    code: '401',
    title: 'Redirecting you to login',
    body: 'Sorry, but you are not authorized to access this page.',
    link: ['Log in', `${BASE}/sign-in`],
  },
  { code: '403', title: 'Redirecting you to your account screen', body: null, link: ['My bookings', `${BASE}/bookings`] },
  { code: '404', title: 'Looks like the page does not exist', body: null, link: ['Back to home', HOME] },
  {
    code: 'POLICY_NOT_FOUND',
    title: 'This policy does not exist',
    body: 'Please enter a valid policy number',
    link: ['Back to home', HOME],
  },
  {
    code: 'THIRD_PARTY_POLICY',
    title: 'Register your claim with our support team',
    body: 'Please call us on 1800 266 0101 to register your claim.',
    link: ['Call 1800 266 0101', 'tel:18002660101'],
  },
  {
    code: 'CANCELLED_POLICY',
    title: 'This policy has been cancelled',
    body: 'Please enter an active policy number',
    link: ['Back to home', HOME],
  },
  {
    code: 'SOMETHING_ELSE',
    title: 'Oops! Something went wrong',
    body: "We're sorry. This usually never happens.",
    link: ['Back to home', HOME],
  },
] as const;

async function expectErrorPage(page: Page, answer: Response | null, status: number) {
  expect(answer?.status()).toBe(status);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
}

/** Stops the page's clock, so the 401 and 403 pages stay put until the test moves time on. */
async function holdRedirects(page: Page) {
  const start = new Date('2026-11-23T10:00:00+05:30');
  await page.clock.install({ time: start });
  // A minute on, never "now": on a busy machine the installed clock may already have moved past its start.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

test('the default error page says something went wrong and offers the way home', async ({ page }) => {
  const answer = await page.goto(`${BASE}/error`);
  await expectErrorPage(page, answer, 200);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(page.getByText("We're sorry. This usually never happens.")).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', HOME);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test.describe('on a phone', () => {
  test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone'));

  for (const { code, title, body, link } of PAGES) {
    test(`/error?code=${code} shows spec §8's text`, async ({ page }) => {
      await holdRedirects(page);
      const answer = await page.goto(`${BASE}/error?code=${code}`);
      await expectErrorPage(page, answer, 200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      if (body) await expect(page.getByRole('main')).toContainText(body);
      await expect(page.getByRole('main').getByRole('link', { name: link[0] })).toHaveAttribute('href', link[1]);
    });
  }

  test('401 takes the visitor to sign-in after a short moment, to come back to the page they were on', async ({ page }) => {
    await holdRedirects(page);
    await page.goto(`${BASE}/error?code=401&next=${encodeURIComponent(`${BASE}/ad-services/mmv?garageId=g-1`)}&utm_source=google`);
    await expect(page.getByRole('heading', { level: 1, name: 'Redirecting you to login' })).toBeVisible();
    await page.clock.runFor(1900);
    expect(new URL(page.url()).pathname).toBe(`${BASE}/error`);
    await page.clock.runFor(100);
    await page.waitForURL(/\/sign-in/);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`${BASE}/sign-in`);
    expect(url.searchParams.get('next')).toBe(`${BASE}/ad-services/mmv?garageId=g-1`);
    expect(url.searchParams.get('utm_source')).toBe('google');
  });

  test('401 without next returns to the page of this site that sent the visitor, never to another site', async ({ page, baseURL }) => {
    await holdRedirects(page);
    await page.goto(`${BASE}/error?code=401`, { referer: `${baseURL}${BASE}/tracking?orderId=O-7` });
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `${BASE}/sign-in?next=%2Fservice-centre%2Ftracking%3ForderId%3DO-7`,
    );
    await page.goto(`${BASE}/error?code=401`, { referer: 'https://evil.example/service-centre/tracking' });
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `${BASE}/sign-in`);
  });

  test('403 takes the visitor to their bookings (signed out: to sign-in, then back there)', async ({ page }) => {
    await page.goto(`${BASE}/error?code=403`);
    await expect(page.getByRole('heading', { level: 1, name: 'Redirecting you to your account screen' })).toBeVisible();
    await page.waitForURL(`**${BASE}/sign-in?next=%2Fservice-centre%2Fbookings`);
  });

  test('a hostile code is neither shown nor run: the default page answers', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    const answer = await page.goto(`${BASE}/error?code=${encodeURIComponent(hostile)}`);
    await expectErrorPage(page, answer, 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');
    const html = await answer!.text();
    expect(html).not.toContain('onerror=alert');
    expect(html).not.toContain('alert(2)');
    expect(await page.locator('main img').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  for (const next of [
    'https://evil.example/service-centre/x',
    '//evil.example/service-centre/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    '/service-centre/../elsewhere',
  ]) {
    test(`401 drops a next of ${next} and never leaves for it`, async ({ page }) => {
      await holdRedirects(page);
      await page.goto(`${BASE}/error?code=401&next=${encodeURIComponent(next)}`);
      await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `${BASE}/sign-in`);
      expect(await page.content()).not.toContain('evil.example');
    });
  }

  test('after a hostile next the visitor lands on sign-in with no next at all', async ({ page, baseURL }) => {
    await page.goto(`${BASE}/error?code=401&next=${encodeURIComponent('//evil.example/steal')}`);
    await page.waitForURL(/\/sign-in/);
    expect(page.url()).toBe(`${baseURL}${BASE}/sign-in`);
  });

  test('an address that does not exist answers 404 with the same page', async ({ page }) => {
    const answer = await page.goto(`${BASE}/ad-services/no-such-step?utm_source=google`);
    await expectErrorPage(page, answer, 404);
    await expect(page.getByRole('heading', { level: 1, name: 'Looks like the page does not exist' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', `${HOME}?utm_source=google`);
  });

  test('the 401 page has no accessibility violations', async ({ page }) => {
    // axe needs running timers: the redirect is answered 204, which leaves the page where it is.
    await page.route('**/service-centre/sign-in**', (route) => route.fulfill({ status: 204 }));
    await page.goto(`${BASE}/error?code=401`);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
});
