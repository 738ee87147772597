import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE, KUDLU_GATE, chooseSwiftAtKudluGate, payInSandbox, phoneFor, signIn } from './support/booking';
import { lookAt } from './support/shots';

// A poster's QR code at Kudlu Gate (the demo campaign: 20% off the booking fee, once per car) scanned
// on a phone: the offer, the car's number, the banner, the booking at that centre with the discount
// the server works out, the receipt that names it; and the same car turned away when it scans again.
const SCAN = `${BASE}/qr-campaign?utm_medium=qr_online_campaign&garageId=${KUDLU_GATE}&color=green`;
const waitForIslands = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);
/** A car of this run and browser size: the demo database keeps claims between runs. */
const carFor = (project: string) => `KA${project === 'phone' ? 61 : 62}QR${String(Date.now()).slice(-4)}`;

test('a QR scan to a paid booking: the banner, 20% off the ₹199 fee on the receipt, and the same car cannot claim again', async ({
  page,
  context,
}, info) => {
  test.slow();
  const car = carFor(info.project.name);
  await signIn(page, context, phoneFor(info, '9345877001'));

  await page.goto(SCAN);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1, name: 'An offer from Service Centre Kudlu Gate' })).toBeVisible();
  const offer = page.getByRole('region', { name: 'The offer' });
  await expect(offer).toContainText('20% off your booking fee');
  await expect(offer).toContainText('20% off the booking fee');
  await lookAt(page, 'qr-offer');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // The product's one registration rule, and its message.
  await page.getByLabel("Your car's registration number").fill('KA 05');
  await page.getByRole('button', { name: 'Claim the offer' }).click();
  await expect(page.getByText('Enter a valid registration number, like KA 05 MN 1234')).toBeVisible();
  await page.getByLabel("Your car's registration number").fill(car);
  await page.getByRole('button', { name: 'Claim the offer' }).click();

  await expect(page).toHaveURL(/\/qr-campaign\/verification\?utm_medium=qr_online_campaign&garageId=/);
  await expect(page.getByText('Special discount unlocked')).toBeVisible();
  await expect(page.getByText("You've unlocked an exclusive discount!")).toBeVisible();
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('rewardValue'),
      sessionStorage.getItem('rewardTitle'),
      sessionStorage.getItem('bannerShown'),
    ]),
  ).toEqual(['20%', '20% off your booking fee', 'true']);
  await lookAt(page, 'qr-verified');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await expect(page.getByRole('link', { name: 'Book your service' })).toHaveAttribute(
    'href',
    new RegExp(`/service-centre/ad-services/car-garage\\?garageId=${KUDLU_GATE}&utm_medium=qr_online_campaign`),
  );

  // The choosing journey at Kudlu Gate (its pages are walked in the booking journeys' tests), then the handover: the booking carries the claim.
  await chooseSwiftAtKudluGate(page);
  await page.goto(`${BASE}/ad-services/pickup-drop?garageId=${KUDLU_GATE}&utm_medium=qr_online_campaign`);
  await waitForIslands(page);
  await page.getByRole('radio', { name: /Wait at the centre/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a slot' })).toBeVisible();
  await waitForIslands(page);
  await page.getByRole('tabpanel').getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ad-services\/details-capture\?appointmentId=/);
  await waitForIslands(page);
  await expect(page.getByText('Special discount unlocked')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '−₹40' })).toBeVisible();
  await page.getByLabel('Full name').fill('Meera Iyer');
  await lookAt(page, 'qr-pay');
  await page.getByRole('button', { name: 'Pay ₹159' }).click();
  await payInSandbox(page, 'Pay ₹159');
  await expect(page.getByRole('heading', { name: 'Your service is booked' })).toBeVisible({ timeout: 15_000 });
  const id = new URL(page.url()).searchParams.get('appointmentId')!;

  await page.goto(`${BASE}/bookings/${id}/receipt`);
  const voucher = page.getByRole('article', { name: 'Receipt voucher' });
  await expect(voucher.getByRole('row', { name: /Total/ })).toContainText('₹159');
  await expect(voucher).toContainText(
    'Reward 20% off your booking fee: ₹40 off the booking fee of ₹199; this voucher is for the amount paid.',
  );
  await lookAt(page, 'qr-receipt');

  // The rewards page lists it by spec §3's service types, used.
  await page.goto(`${BASE}/rewards`);
  await expect(page.getByRole('heading', { level: 2, name: 'Periodic service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Car Spa And Cleaning' })).toBeVisible();
  await expect(page.getByRole('article', { name: '20% off your booking fee, Periodic service' })).toContainText('Used');
  await lookAt(page, 'rewards');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The same car scans the poster again: the reward is used.
  await page.goto(SCAN);
  await waitForIslands(page);
  await page.getByLabel("Your car's registration number").fill(car);
  await page.getByRole('button', { name: 'Claim the offer' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `${car.slice(0, 2)} ${car.slice(2, 4)} ${car.slice(4, 6)} ${car.slice(6)} has already used this offer`,
  );
  await lookAt(page, 'qr-used');
});

test('an offer claimed from a video: the car, the banner, and the booking at its centre', async ({ page }, info) => {
  await page.goto(`${BASE}/video-offer/offer-claimed?utm_medium=video_offer&garageId=${KUDLU_GATE}&color=red`);
  await page.evaluate(() => sessionStorage.removeItem('rewardRegistrationInput'));
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('region', { name: 'The offer' })).toContainText('₹300 off your service bill');
  await page
    .getByLabel("Your car's registration number")
    .fill(`KA${info.project.name === 'phone' ? 63 : 64}VD${String(Date.now()).slice(-4)}`);
  await page.getByRole('button', { name: 'Claim the offer' }).click();
  await expect(page.getByText('Special discount unlocked')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book your service' })).toHaveAttribute(
    'href',
    new RegExp(`garageId=${KUDLU_GATE}&utm_medium=video_offer`),
  );
  await lookAt(page, 'video-offer');
});

test('an address naming no running campaign says the offer is not available', async ({ page }) => {
  await page.goto(`${BASE}/qr-campaign?utm_medium=qr_online_campaign&garageId=${KUDLU_GATE}&color=purple`);
  await expect(page.getByRole('heading', { name: 'This offer is not available' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a service' })).toBeVisible();
});
