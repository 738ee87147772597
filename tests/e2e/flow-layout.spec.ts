// Decision 051: on a desktop every page of the booking flow puts the step's content in the main column
// and the booking so far beside it, sticky while the page scrolls; on a phone the summary comes after
// the content. The values are the seed's: a petrol Swift ZXi at Kudlu Gate, Advanced ₹4,399 (Basic
// ₹2,799 for the bookings made through the API).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE, KUDLU_GATE, addPickupAddress, createAppointment, holdSlot, pickSwiftZxiPetrol, signIn, slotsOf } from './support/booking';
import { bookPaid } from './support/booking-api';
import { lookAt } from './support/shots';

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'desktop', 'a desktop layout; the phone check sets its own size');
});

const waitForIslands = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The summary's box starts right of the main column's, and is still on screen once the main column's end is scrolled to. */
async function expectBesideAndSticky(page: Page, main: Locator, summary: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const content = (await main.boundingBox())!;
  const aside = (await summary.boundingBox())!;
  expect(aside.x).toBeGreaterThan(content.x + content.width);
  const viewport = page.viewportSize()!;
  // The main column's foot at the screen's foot: a summary that scrolled away with the page would be above the screen.
  const scrollTo = content.y + content.height - viewport.height;
  await page.evaluate((y) => window.scrollTo(0, y), scrollTo);
  const scrolled = await page.evaluate(() => window.scrollY);
  const after = (await summary.boundingBox())!;
  expect(after.y).toBeGreaterThanOrEqual(0);
  expect(after.y).toBeLessThan(viewport.height);
  if (scrolled > aside.y) expect(after.y).toBeLessThan(aside.y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await lookAt(page, new URL(page.url()).pathname.split('/').pop()!);
}

const columns = (page: Page) => page.locator('.flow-columns__main');
const summaryOf = (page: Page) => page.getByRole('complementary', { name: 'Your booking' });

test('on a desktop each choosing page has the booking so far beside its content, sticky, from nothing chosen to the handover', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${BASE}/ad-services/mmv`);
  await waitForIslands(page);
  await expect(summaryOf(page)).toContainText('Nothing chosen yet');
  await expect(summaryOf(page)).toContainText('A service centre near you');
  await expectBesideAndSticky(page, columns(page), summaryOf(page));
  await expectNoAxeViolations(page);

  await page.goto(`${BASE}/ad-services/home`);
  await lookAt(page, 'home');
  await page.getByRole('link', { name: /Periodic service/ }).click();
  await expect(page).toHaveURL(/\/ad-services\/periodic-service/);
  await lookAt(page, 'periodic-service');
  await page.getByRole('link', { name: 'Check prices for my car' }).first().click();
  await expect(page).toHaveURL(/\/ad-services\/mmv/);
  await waitForIslands(page);
  await expect(summaryOf(page)).toContainText('Periodic service');
  await pickSwiftZxiPetrol(page);

  await expect(page).toHaveURL(/\/ad-services\/location-vehicle-check/);
  await waitForIslands(page);
  await expect(summaryOf(page)).toContainText('Maruti Suzuki Swift ZXi · Petrol');
  await expect(summaryOf(page)).toContainText('Not chosen yet');
  await page.getByLabel('Pincode').fill('560068');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const kudluGate = page.getByRole('article', { name: 'Service Centre Kudlu Gate' });
  await expect(kudluGate).toBeVisible();
  await expectBesideAndSticky(page, columns(page), summaryOf(page));
  await expectNoAxeViolations(page);
  await kudluGate.getByRole('button', { name: /Choose this service centre/ }).click();

  await expect(page).toHaveURL(/\/ad-services\/pricing-plans/);
  await page.getByRole('button', { name: 'Choose Advanced' }).click();
  await expect(summaryOf(page)).toContainText('Service Centre Kudlu Gate');
  await expect(summaryOf(page)).toContainText('₹4,399');
  await expectBesideAndSticky(page, columns(page), summaryOf(page));
  await summaryOf(page).getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/ad-services\/pickup-drop/);
  await expect(summaryOf(page)).toContainText('Maruti Suzuki Swift ZXi · Petrol');
  await expect(summaryOf(page)).toContainText('₹4,399');
  await expectBesideAndSticky(page, columns(page), summaryOf(page));

  // Back on the car page with the journey chosen: the same summary, with the way back to each choice.
  await page.goto(`${BASE}/ad-services/mmv`);
  await waitForIslands(page);
  await expect(summaryOf(page)).toContainText('Advanced plan');
  await expect(summaryOf(page).getByRole('link', { name: 'Change service centre' })).toBeVisible();
  await expectBesideAndSticky(page, columns(page), summaryOf(page));
  await expectNoAxeViolations(page);
});

test('on a desktop each booking page has the booking beside its content, sticky, from the pick-up address to the booked page', async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, context, '8123455101');
  const pickUp = await createAppointment(page.request, { type: 'PICK_AND_DROP', registration: 'KA52FL5101' });
  const q = (id: string) => `appointmentId=${id}&garageId=${KUDLU_GATE}`;

  await page.goto(`${BASE}/ad-services/address-selection?${q(pickUp.appointment_id)}`);
  await waitForIslands(page);
  await expect(summaryOf(page)).toContainText('Maruti Suzuki Swift · Petrol · KA 52 FL 5101');
  await expect(summaryOf(page)).toContainText('Basic plan · Estimate ₹2,799, paid at the centre');
  await expect(summaryOf(page)).toContainText('Not added yet');
  await expectBesideAndSticky(page, columns(page), summaryOf(page));
  await expectNoAxeViolations(page);

  await addPickupAddress(page.request, pickUp.appointment_id);
  await page.goto(`${BASE}/ad-services/slot-selection?${q(pickUp.appointment_id)}&slot_type=PICK_AND_DROP`);
  await waitForIslands(page);
  await expect(summaryOf(page)).toContainText('14, 3rd Cross, Kudlu Main Road');
  await expectBesideAndSticky(page, columns(page), summaryOf(page));

  const open = (await slotsOf(page.request, 'PICK_AND_DROP')).find((s) => !s.disabled)!;
  await holdSlot(page.request, pickUp.appointment_id, open.id);
  await page.goto(`${BASE}/ad-services/details-capture?${q(pickUp.appointment_id)}`);
  await waitForIslands(page);
  const held = page.getByRole('complementary', { name: 'Your slot' });
  await expect(held).toContainText('Service Centre Kudlu Gate');
  await expect(held).toContainText('Pick-up and drop');
  await expect(held).toContainText('Estimate ₹2,799');
  await expectBesideAndSticky(page, page.locator('.pay-form'), held);
  await expectNoAxeViolations(page);

  const selfDrop = await createAppointment(page.request, { type: 'SELF_DROP', registration: 'KA52FL5102' });
  await page.goto(`${BASE}/ad-services/self-drop?${q(selfDrop.appointment_id)}`);
  await expect(summaryOf(page)).toContainText('Self-drop at the centre');
  await expectBesideAndSticky(page, columns(page), summaryOf(page));

  const paid = await bookPaid(page, 'KA52FL5103');
  const details = page.getByRole('region', { name: 'Booking details' });
  for (const screen of ['confirmation-page', 'appointment-confirmation']) {
    await page.goto(`${BASE}/ad-services/${screen}?${q(paid.appointment_id)}`);
    await waitForIslands(page);
    await expect(details).toContainText('Maruti Suzuki Swift · Petrol · KA 52 FL 5103');
    await expect(details).toContainText('₹199');
    await expectBesideAndSticky(page, columns(page), details);
    await expectNoAxeViolations(page);
  }
});

test('on a phone the booking so far comes after the step’s content', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, context, '8123455104');
  const a = await createAppointment(page.request, { type: 'PICK_AND_DROP', registration: 'KA52FL5104' });
  await page.goto(`${BASE}/ad-services/address-selection?appointmentId=${a.appointment_id}&garageId=${KUDLU_GATE}`);
  await waitForIslands(page);
  const content = (await columns(page).boundingBox())!;
  const summary = (await summaryOf(page).boundingBox())!;
  expect(summary.y).toBeGreaterThanOrEqual(content.y + content.height);
  expect(summary.x).toBeLessThan(content.x + content.width);
});
