import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BASE, KUDLU_GATE, signIn } from './support/booking';
import { lookAt } from './support/shots';

// The console's campaigns (decision 058) at a desktop's size: Ravi Kumar, advisor at Kudlu Gate, makes
// a QR campaign for his centre (the only one he may choose) and downloads its code as PNG and SVG.
const CAMPAIGNS = `${BASE}/staff/campaigns`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

test.beforeEach(({}, info) => test.skip(info.project.name !== 'desktop', 'the console is for a desktop; staff sign in once per file'));

test('an advisor makes a QR campaign for their centre and downloads its code as PNG and SVG', async ({ page, context }) => {
  test.slow();
  await signIn(page, context, '9000000001', CAMPAIGNS);
  await expect(page.getByRole('heading', { level: 1, name: 'QR campaigns and video offers' })).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // The demo campaign of Kudlu Gate is listed with its claims; the advisor may choose his own centre only.
  await expect(page.getByRole('listitem', { name: '20% off your booking fee' }).first()).toContainText('of 500 claimed');
  await expect(page.getByLabel('Service centre').locator('option')).toHaveText(['Service Centre Kudlu Gate']);

  const code = `monsoon-${Date.now().toString(36)}`;
  await page.getByLabel('Code (in the address and the insights)').fill(code);
  await page.getByLabel('Poster colour').fill('orange');
  await page.getByLabel('Title').fill('Monsoon check-up: 10% off');
  await page.getByLabel('Description').fill('10% off the booking fee of a periodic service at Kudlu Gate, once per car.');
  await page.getByLabel('Percentage or rupees').fill('10');
  await page.getByRole('checkbox', { name: 'Periodic service' }).check();
  await page.getByLabel('First day').fill(day(0));
  await page.getByLabel('Ends before the day').fill(day(30));
  await page.getByLabel('Cars that may claim it').fill('50');
  await page.getByRole('button', { name: 'Make the campaign' }).click();

  const card = page.getByRole('listitem', { name: 'Monsoon check-up: 10% off' });
  await expect(card).toContainText('0 of 50 claimed · 0 used in bookings');
  await expect(card).toContainText('10% off the booking fee');
  await expect(card).toContainText(
    `/service-centre/qr-campaign?utm_medium=qr_online_campaign&garageId=${KUDLU_GATE}&color=orange&utm_campaign=${code}`,
  );
  await lookAt(page, 'console-campaigns');

  const [png] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download QR (PNG)' }).click()]);
  expect(png.suggestedFilename()).toBe(`qr-${code}.png`);
  expect(
    readFileSync((await png.path())!)
      .subarray(1, 4)
      .toString('latin1'),
  ).toBe('PNG');
  const [svg] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download QR (SVG)' }).click()]);
  expect(svg.suggestedFilename()).toBe(`qr-${code}.svg`);
  expect(readFileSync((await svg.path())!, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
