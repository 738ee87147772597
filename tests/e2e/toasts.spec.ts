import { expect, test, type Page } from '@playwright/test';

// Spec §9 (SPEC-NOTES): at most 20 toasts; 4000 ms for blank, error and custom, 2000 ms for success,
// none for loading; fade-out 1000 ms; gutter 8 px; error toasts black. Driven from the gallery page
// that exists outside production; the page's clock is stopped so the timings are exact.

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone'));

const GALLERY = '/service-centre/dev/toasts';
const START = new Date('2026-11-23T10:00:00+05:30');
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
const toastWith = (page: Page, text: string) => toasts(page).filter({ hasText: text });

async function openGallery(page: Page) {
  await page.clock.install({ time: START });
  // A minute on, never "now": on a busy machine the installed clock may already have moved past its start.
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
  await page.goto(GALLERY);
  await expect(page.getByRole('button', { name: 'Error toast' })).toBeEnabled();
  // The island hydrates on load; give React a real moment to attach its handlers.
  await page.waitForFunction(() => document.querySelector('astro-island')?.hasAttribute('ssr') === false);
}

/** Waits for a toast to appear: its code loads in real time, then sonner shows it on the page's next tick. */
async function expectShown(page: Page, toast: ReturnType<typeof toastWith>) {
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(toast).toBeVisible({ timeout: 100 });
  }).toPass();
}

/** Moves the page's clock on, in steps, so sonner's timers and its queued updates run. */
async function advance(page: Page, ms: number) {
  for (let left = ms; left > 0; left -= 100) await page.clock.runFor(Math.min(100, left));
}

test('an error toast is black and stays 4 s, then fades out over 1 s', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Error toast' }).click();
  const error = toastWith(page, 'Slot type not found');
  await expectShown(page, error);
  await expect(error).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(error).toHaveCSS('color', 'rgb(255, 255, 255)');

  await advance(page, 3900);
  await expect(error).toHaveAttribute('data-removed', 'false');
  await advance(page, 200);
  await expect(error).toHaveAttribute('data-removed', 'true');
  await expect(error).toHaveCSS('transition-duration', /^1s(, 1s)*$/);
  await advance(page, 800);
  await expect(error).toHaveCount(1);
  await advance(page, 300);
  await expect(error).toHaveCount(0);
});

test('a blank toast is white and stays 4 s; a success toast stays 2 s', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Blank toast' }).click();
  await page.getByRole('button', { name: 'Success toast' }).click();
  const blank = toastWith(page, 'Your booking is saved');
  const success = toastWith(page, 'Coupon applied');
  await expectShown(page, success);
  await expect(blank).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await advance(page, 1900);
  await expect(success).toHaveAttribute('data-removed', 'false');
  await advance(page, 200);
  await expect(success).toHaveAttribute('data-removed', 'true');
  await expect(blank).toHaveAttribute('data-removed', 'false');
});

test('a loading toast stays until it is replaced, and the success that replaces it leaves after 2 s', async ({ page }) => {
  // A minute of the page's clock is run, every timer and frame of it: more work than a plain test's time allows on a busy machine.
  test.slow();
  await openGallery(page);
  await page.getByRole('button', { name: 'Loading toast' }).click();
  const loading = toastWith(page, 'Confirming your slot');
  await expectShown(page, loading);
  await advance(page, 60_000);
  await expect(loading).toHaveAttribute('data-removed', 'false');

  await page.getByRole('button', { name: 'Finish loading' }).click();
  const done = toastWith(page, 'Slot confirmed');
  await expectShown(page, done);
  await expect(toasts(page)).toHaveCount(1);
  await advance(page, 2100);
  await expect(done).toHaveAttribute('data-removed', 'true');
});

test('at most 20 toasts show at once, 8 px apart', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('button', { name: '25 toasts' }).click();
  await expectShown(page, toastWith(page, 'Toast 25 of 25'));
  await advance(page, 200);
  await expect(toasts(page)).toHaveCount(25);
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(20);
  // Toasts slide into place with a CSS transition, which runs on real time.
  await page.waitForTimeout(600);
  const [newest, next] = [await toastWith(page, 'Toast 25 of 25').boundingBox(), await toastWith(page, 'Toast 24 of 25').boundingBox()];
  expect(Math.round(next!.y - (newest!.y + newest!.height))).toBe(8);
});

test('the toaster loads with the first toast, not with the page, and breaks no style rule', async ({ page }) => {
  const loaded: string[] = [];
  const violations: string[] = [];
  page.on('request', (r) => {
    if (/mount-toaster|toasts\.[\w-]+\.css/.test(r.url())) loaded.push(r.url());
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await openGallery(page);
  expect(loaded).toEqual([]);
  await expect(page.locator('#sc-toaster')).toBeEmpty();

  await page.getByRole('button', { name: 'Custom toast' }).click();
  await expectShown(page, toastWith(page, 'Special discount unlocked'));
  expect(loaded.length).toBe(2);
  expect(violations).toEqual([]);
});
