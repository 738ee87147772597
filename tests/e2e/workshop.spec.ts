import { expect, test, type APIRequestContext, type BrowserContext, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { BASE, payInSandbox, phoneFor, signIn, signInHere, signedInRequest } from './support/booking';
import { bookPaid, plateFor, registrationFor } from './support/booking-api';
import { moveTo, ok, passQualityCheck, recordFinalCost, sendEstimate, type ExtraPart } from './support/workshop-api';
import sharp from 'sharp';
import { lookAt } from './support/shots';
import { chromiumLaunch } from './support/browsers';

// A customer's page and the console side by side in one browser, both polling: in the headless shell
// (decision 064) the console missed the customer's approval in about half the runs, in the full
// browser never; this file keeps the full browser until that is understood.
test.use({ launchOptions: chromiumLaunch({ full: true }) });

/** A console reloaded for news, on a busy machine: rendered again by the server, its polling island hydrated when the browser is idle. */
const PAGE_RELOAD_MS = 20_000;

/**
 * The demo admin's API session, signed in once for this file's tests that drive the workshop through
 * the API: codes are limited per number, and each sign-in would ask for one.
 */
let admin: Promise<APIRequestContext> | undefined;
const adminApi = (playwright: Parameters<typeof signedInRequest>[0], baseURL: string, context: BrowserContext) =>
  (admin ??= signedInRequest(playwright, baseURL, context, '9000000002'));
test.afterAll(async () => {
  await (await admin)?.dispose();
  admin = undefined;
});

/** The extra part of the tests below: the catalogue's front brake pads, ₹2,250. */
const PADS: ExtraPart = {
  part_name: 'Front brake pads replacement',
  catalogue_item_id: 'brake-pads-front',
  net_labour_cost: 45_000,
  net_part_cost: 180_000,
  net_service_cost: 0,
};

// The workshop from both sides: a customer's paid pick-and-drop booking appears on the console with
// its pick-up address; staff check the car in and move it to the inspection with a note; the
// customer follows it on the tracking screen. Run on the desktop project with the demo admin (who
// sees every centre; the demo advisor's sign-in belongs to sign-in.spec.ts, and two sign-ins of one
// number at once would void each other's codes). The console is then looked at on a tablet (768 px),
// and the customer's screen on a phone (390 px).
test('staff check a car in and send its estimate; its customer approves it part by part, then a final cost over the estimate; the bill charges the plan booked and adjusts the fee as an advance; staff take the payment and deliver', async ({
  page,
  context,
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one staff sign-in at a time; the tablet and phone sizes are checked inside');
  test.slow();
  await signIn(page, context, phoneFor(info, '9345900001'));
  const booked = await bookPaid(page, registrationFor(info, 90), 'PICK_AND_DROP');

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await signIn(staff, staffContext, '9000000002', `${BASE}/staff/console`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Advisor console' })).toBeVisible();
  // The staff header, in staff words: who is signed in and for which centres, the console, Sign out; no "My bookings".
  const header = staff.getByRole('banner');
  await expect(header.getByText('Meera Iyer')).toBeVisible();
  await expect(header.getByText('All service centres')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Advisor console' })).toHaveAttribute('aria-current', 'page');
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  await expect(staff.getByRole('link', { name: 'My bookings' })).toHaveCount(0);
  const noAxeViolations = async () => expect((await new AxeBuilder({ page: staff }).analyze()).violations).toEqual([]);
  await noAxeViolations();
  const card = staff.locator(`[data-appointment="${booked.appointment_id}"]`);
  await expect(card).toContainText('Not checked in');
  await expect(card).toContainText('Test Customer');
  await expect(card).toContainText(plateFor(info, 90));
  await expect(card).toContainText('Pick up from: 14, 3rd Cross, HSR Layout, Bengaluru 560102');
  await expect(card).toContainText('Service Centre Kudlu Gate');
  // Booked for a later day, it waits below the board; its actions are inside the card, which stays open through the reloads.
  await expect(staff.getByRole('region', { name: 'Upcoming' }).locator(`[data-appointment="${booked.appointment_id}"]`)).toHaveCount(1);
  await card.locator('summary.board-card__summary').click();
  // The odometer is optional; a reading that is not whole kilometres is refused in words before anything is sent.
  const odometer = card.getByLabel('Odometer, km (optional)');
  await odometer.fill('45,210.5');
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByText('Enter the odometer reading in whole kilometres (0 to 20,00,000), or leave it empty')).toBeVisible();
  await expect(odometer).toHaveAttribute('aria-invalid', 'true');
  await odometer.fill('45,210');
  // The number read off the plate is optional too, and held to the one registration rule.
  const plate = card.getByLabel('Number on the plate (optional)');
  await plate.fill('KA05');
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByText('Enter the number on the car’s plate, like KA 05 MN 1234, or leave it empty')).toBeVisible();
  await expect(plate).toHaveAttribute('aria-invalid', 'true');
  await lookAt(staff, 'console-check-in');
  await plate.fill(plateFor(info, 90));
  await card.getByRole('button', { name: 'Check in' }).click();

  // Reloaded: the car is on the board, at its first stage, in the Inspection column.
  const inWorkshop = staff.locator(`[data-column] [data-appointment="${booked.appointment_id}"]`);
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Car at garage');
  await expect(staff.getByRole('region', { name: 'Inspection' }).locator(`[data-appointment="${booked.appointment_id}"]`)).toHaveCount(1);
  const orderId = new URL(
    (await inWorkshop.getByRole('link', { name: "The customer's timeline" }).getAttribute('href')) ?? '',
    'http://x',
  ).searchParams.get('orderId');
  // The plan booked is the estimate's first line from check-in, at the price quoted at booking (Basic, petrol Swift: ₹2,799).
  await expect(inWorkshop.getByRole('list', { name: 'Estimate' }).getByRole('listitem').first()).toHaveText(
    /Basic plan\s*booked\s*₹2,799 · Booked with the service/,
  );
  // The card's history, read when opened: from the booking made to the check-in just done.
  await inWorkshop.locator('summary', { hasText: 'History' }).click();
  const history = inWorkshop.locator('.console__history-list > li');
  await expect(history.first()).toContainText('Booking made');
  await expect(history.last()).toContainText('Car checked in at the service centre');

  // Before the estimate, the customer (on a phone) lets parts up to ₹500 each be approved without asking.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/tracking?orderId=${orderId}`);
  // The tracking screen's history ends with the check-in just done.
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').last()).toContainText(
    'Car checked in at the service centre',
  );
  const limit = page.getByRole('region', { name: 'Approve small jobs without waiting' });
  await expect(limit).toContainText('Every part waits for your answer.');
  // Last on the screen, it wakes when scrolled to.
  await limit.scrollIntoViewIfNeeded();
  await limit.getByLabel('Up to ₹ a part').fill('5OO');
  await limit.getByRole('button', { name: 'Save my limit' }).click();
  await expect(limit).toContainText('Enter amounts in rupees, like 1000 or 2500');
  await limit.getByLabel('Up to ₹ a part').fill('500');
  await limit.getByRole('button', { name: 'Save my limit' }).click();
  await expect(limit.getByRole('status')).toHaveText(
    'Parts up to ₹500 each are approved when the estimate is sent; the rest wait for your answer. Saved.',
  );
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/tracking-limit-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await inWorkshop.getByLabel('Note for the customer (optional)').fill('Front brake pads look worn');
  await inWorkshop.getByRole('button', { name: 'Move to: Inspection under way' }).click();
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Inspection under way');
  // The survey: extra parts from the catalogue (priced for this car) or typed in, then the estimate is sent.
  const form = inWorkshop.getByRole('group', { name: 'Add an extra part' });
  const catalogue = form.getByLabel('From the catalogue');
  const partName = form.getByLabel('Part', { exact: true });
  const labour = form.getByLabel('Labour (₹)');
  // What the Basic plan includes is not offered again; typed in, it is refused with the reason.
  await expect(form.getByText(/Included in the Basic plan: not billed again/)).toBeVisible();
  await expect(catalogue.getByRole('option', { name: /^Front brake pads replacement · ₹1,899$/ })).toBeEnabled();
  await catalogue.selectOption({ label: 'A part the catalogue does not have (type it)' });
  // The form's own messages, each under its field in plain words; the first such field takes the focus.
  await labour.fill('4,5O');
  await form.getByRole('button', { name: 'Add part' }).click();
  await expect(partName).toBeFocused();
  await expect(partName).toHaveAttribute('aria-invalid', 'true');
  await expect(partName).toHaveAccessibleDescription("Enter the part's name");
  await expect(labour).toHaveAttribute('aria-invalid', 'true');
  await expect(labour).toHaveAccessibleDescription('Enter a price in rupees, like 1,250 (or 0)');
  await expect(form.getByLabel('Part (₹)')).not.toHaveAttribute('aria-invalid');
  if (process.env.E2E_SHOTS) await inWorkshop.screenshot({ path: `${process.env.E2E_SHOTS}/add-part-messages-1280.png` });
  // Changed, a field drops its message.
  await labour.fill('0');
  await expect(labour).not.toHaveAttribute('aria-invalid');
  await partName.fill('Engine oil change');
  await form.getByLabel('Service (₹)').fill('900');
  await form.getByRole('button', { name: 'Add part' }).click();
  // The server's refusal goes under the field it is about, as the form's own messages do.
  await expect(partName).toHaveAccessibleDescription(/^'Engine oil' is included in the Basic plan/);
  await expect(partName).toBeFocused();
  await expect(inWorkshop.getByText("'Engine oil' is included in the Basic plan")).toBeVisible();
  const addPart = async (part: { pick: string } | { type: string }, labour: string, partCost: string, service: string) => {
    if ('pick' in part) await catalogue.selectOption({ label: part.pick });
    else {
      await catalogue.selectOption({ label: 'A part the catalogue does not have (type it)' });
      await form.getByLabel('Part', { exact: true }).fill(part.type);
    }
    await form.getByLabel('Labour (₹)').fill(labour);
    await form.getByLabel('Part (₹)').fill(partCost);
    await form.getByLabel('Service (₹)').fill(service);
    await form.getByRole('button', { name: 'Add part' }).click();
    await expect(inWorkshop.getByRole('list', { name: 'Estimate' })).toContainText('pick' in part ? part.pick.split(' · ')[0]! : part.type);
  };
  await addPart({ pick: 'Front brake pads replacement · ₹1,899' }, '450', '1800', '0');
  await addPart({ type: 'Wiper blades' }, '0', '600', '50');
  await addPart({ type: 'Cabin air filter' }, '100', '350', '0');
  await addPart({ pick: 'Headlight restoration · ₹799' }, '0', '0', '799');
  await expect(inWorkshop.getByRole('list', { name: 'Estimate' })).toContainText('₹2,250 · Waiting for approval');
  // A photo of the worn pads, as a phone's camera gives it (3000 × 2000): shrunk in the browser, stored, shown beside the part.
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 120, g: 70, b: 40 } } })
    .jpeg()
    .toBuffer();
  await inWorkshop
    .getByLabel('Photo of Front brake pads replacement: worn part, as found')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(inWorkshop.getByText('Photo saved: Front brake pads replacement (worn part, as found)')).toBeVisible();
  const thumb = inWorkshop.getByRole('img', { name: 'Front brake pads replacement: worn part, as found' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([320, 213]);
  // And the worn wiper blades, which their customer will decline.
  await inWorkshop
    .getByLabel('Photo of Wiper blades: worn part, as found')
    .setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(inWorkshop.getByText('Photo saved: Wiper blades (worn part, as found)')).toBeVisible();

  // On a tablet held in one hand: nothing wider than the screen, the buttons in reach.
  await staff.setViewportSize({ width: 768, height: 1024 });
  const send = inWorkshop.getByRole('button', { name: 'Move to: Estimate ready for your approval' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport({ ratio: 1 });
  if (process.env.E2E_SHOTS) await inWorkshop.screenshot({ path: `${process.env.E2E_SHOTS}/console-photos-768.png` });
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await inWorkshop.getByRole('button', { name: 'Move to: Estimate ready for your approval' }).click();
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Estimate ready for your approval');
  await staff.setViewportSize({ width: 1280, height: 800 });

  // The customer, on a phone, opens the tracking link: the order of their newest booking, shown first
  // on the welcome screen (recorded as seen), then the stage with what comes next, the stages done
  // with their times.
  await page.setViewportSize({ width: 390, height: 844 });
  const welcomeSeen = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${BASE}/api/garage-timeline/${orderId}`,
  );
  await page.goto(`${BASE}/stage-redirect`);
  await expect(page).toHaveURL(`${BASE}/home?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome! Your car is with us' })).toBeVisible();
  await expect(page.getByText('Estimate ready for your approval')).toBeVisible();
  expect((await welcomeSeen).status()).toBe(200);
  await page.getByRole('link', { name: 'Follow your car' }).click();
  await expect(page).toHaveURL(`${BASE}/tracking?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Estimate ready for your approval' })).toBeVisible();
  await expect(page.getByText('Once approved, we will start the service')).toBeVisible();
  const stages = page.getByRole('list', { name: "Your car's stages" }).getByRole('listitem');
  await expect(stages).toHaveCount(9);
  await expect(stages.nth(0)).toContainText('Car at garage');
  await expect(stages.nth(1)).toContainText('Front brake pads look worn');
  await expect(stages.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(stages.nth(8)).toContainText('Car delivered');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The welcome screen was seen: the tracking link now opens the job cards of the waiting estimate.
  await page.goto(`${BASE}/stage-redirect`);
  await expect(page).toHaveURL(`${BASE}/job-cards?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your estimate is ready' })).toBeVisible();
  await expect(page.getByText('Labour ₹450 · Part ₹1,800 · Service ₹0')).toBeVisible();
  await lookAt(page, 'job-cards');
  // The plan booked is on the job cards, not to be answered again.
  const planCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Basic plan' }) });
  await expect(planCard).toContainText('Booked with the service');
  await expect(planCard.getByRole('radio')).toHaveCount(0);
  await page
    .getByRole('radiogroup', { name: 'Front brake pads replacement: approve or decline' })
    .getByRole('radio', { name: 'Approve' })
    .click();
  await page.getByRole('radiogroup', { name: 'Wiper blades: approve or decline' }).getByRole('radio', { name: 'Decline' }).click();
  // The filter (₹450) was approved by the limit; the customer may still change it, and leaves it.
  const filterCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cabin air filter' }) });
  await expect(filterCard.getByText('Approved within your limit: you can still decline it')).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/job-cards-390.png`, fullPage: true });
  await expect(
    page.getByRole('radiogroup', { name: 'Cabin air filter: approve or decline' }).getByRole('radio', { name: 'Approve' }),
  ).toHaveAttribute('aria-checked', 'true');
  // The worn pads' photo, beside the part, loads for its customer.
  const padsPhoto = page.getByRole('img', { name: 'Front brake pads replacement: worn part, as found' });
  await expect.poll(() => padsPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await page.getByRole('button', { name: 'Save and review the estimate' }).click();
  await expect(page).toHaveURL(`${BASE}/estimate-approval?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your estimate' })).toBeVisible();
  // The headlight (₹799, above the limit) was left undecided: the review says it is not done.
  await expect(page.getByRole('note').filter({ hasText: 'not decided' })).toHaveText(
    "You have not decided on 'Headlight restoration': it is not done unless you approve it on your job cards.",
  );
  // ₹2,799 booked + ₹2,250 pads + ₹450 filter.
  await expect(page.getByRole('definition').filter({ hasText: '₹5,499' })).toBeVisible();
  await expect(page.getByText('Estimate for the work done')).toBeVisible();
  await page.getByRole('button', { name: 'Approve estimate' }).click();
  // Approved: the order's new screen is the approved estimate.
  await expect(page).toHaveURL(`${BASE}/estimate-approval?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Estimate approved' })).toBeVisible();
  const parts = page.getByRole('list', { name: 'Parts of the estimate' }).getByRole('listitem');
  await expect(parts.nth(0)).toContainText('Basic plan₹2,799Booked with the service');
  await expect(parts.nth(1)).toContainText('Approved');
  await expect(parts.nth(2)).toContainText('Declined');
  await expect(parts.nth(3)).toContainText('Approved within your limit');
  await expect(parts.nth(4)).toContainText('Headlight restoration₹799Not approved: left undecided');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Live: the customer keeps the tracking screen open; the console shows the approval without a
  // reload by hand, and when the car moves on, the customer's screen follows (a poll runs every 30 s,
  // and at once when the page is shown again, which the test does).
  const pollNow = (p: typeof page) => p.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.goto(`${BASE}/tracking?orderId=${orderId}`);
  await expect(page.getByText('Updated just now')).toBeVisible();
  // News reloads the console: waited for as long as a whole page may take on a busy machine (the
  // server renders the console again, and the island that polls hydrates when the browser is idle).
  await pollNow(staff);
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Estimate approved', { timeout: PAGE_RELOAD_MS });
  await inWorkshop.getByRole('button', { name: 'Move to: Service in progress' }).click();
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Service in progress');
  // The declined wiper blades keep the photo taken before, and take no more; the approved pads take the new part's.
  const wipers = inWorkshop.getByRole('list', { name: 'Estimate' }).locator(':scope > li').filter({ hasText: 'Wiper blades' });
  await expect(wipers).toContainText('Declined');
  await expect(wipers.getByRole('img', { name: 'Wiper blades: worn part, as found' })).toBeVisible();
  await expect(wipers.getByLabel(/^Photo of Wiper blades/)).toHaveCount(0);
  await expect(wipers.getByText(/photo:/)).toHaveCount(0);
  await expect(inWorkshop.getByLabel('Photo of Front brake pads replacement: new part, fitted')).toHaveCount(1);
  await pollNow(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Service in progress' })).toBeVisible();
  // The advisor promises the repair done by 11:00 AM tomorrow (IST); the customer's screen shows it at the next poll.
  const tomorrow = new Date(Date.now() + (5.5 + 24) * 3_600_000).toISOString().slice(0, 10);
  const promiseBox = inWorkshop.getByRole('group', { name: 'Promise the customer a time' });
  await expect(promiseBox.getByRole('status')).toHaveText('No time promised yet.');
  await promiseBox.getByLabel('Done by (IST)').fill(`${tomorrow}T11:00`);
  await promiseBox.getByRole('button', { name: 'Promise this time' }).click();
  await expect(promiseBox.getByRole('status')).toHaveText(
    /^Service in progress: promised by \w{3} \d{1,2}(st|nd|rd|th) \w{3}, 11:00 AM\.$/,
  );
  await pollNow(page);
  await expect(page.getByText(/^Promised by \w{3} \d{1,2}(st|nd|rd|th) \w{3}, 11:00 AM$/)).toBeVisible();

  // The repair: the pads finally cost ₹2,700 against ₹2,250 estimated; with the filter's ₹450, the
  // extras' ₹3,150 against ₹2,700 is 16.7 % over, so the bill drawn up after quality check waits for
  // the customer. The plan keeps its booked price: it has no final cost to record.
  const finalCost = inWorkshop.getByRole('group', { name: 'Final cost of each approved part' });
  await expect(finalCost.getByLabel('Final cost of Front brake pads replacement (₹)')).toHaveValue('2250');
  await expect(finalCost).not.toContainText('Wiper blades');
  await expect(finalCost).not.toContainText('Basic plan');
  await expect(finalCost).not.toContainText('Headlight restoration');
  await finalCost.getByLabel('Final cost of Front brake pads replacement (₹)').fill('27OO');
  await finalCost.getByRole('button', { name: 'Save: Front brake pads replacement' }).click();
  await expect(finalCost).toContainText("Enter the final cost of 'Front brake pads replacement' in rupees, like 2400 or 2400.50");
  await finalCost.getByLabel('Final cost of Front brake pads replacement (₹)').fill('2700');
  await finalCost.getByRole('button', { name: 'Save: Front brake pads replacement' }).click();
  await expect(finalCost.getByText('Saved: Front brake pads replacement at ₹2,700')).toBeVisible();
  // A progress line for the customer, who sees it on the tracking screen at the next poll.
  await inWorkshop.getByLabel('Progress update for the customer').fill('New front brake pads fitted');
  await inWorkshop.getByRole('button', { name: 'Post' }).click();
  await expect(inWorkshop.getByText('Sent to the customer: “New front brake pads fitted”')).toBeVisible();
  await pollNow(page);
  await expect(page.getByRole('region', { name: 'From the workshop' })).toContainText('New front brake pads fitted');
  await inWorkshop.getByRole('button', { name: 'Move to: Quality check' }).click();
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Quality check');
  // The quality check: the bill waits until every item has passed.
  const qc = inWorkshop.getByRole('group', { name: 'Quality check' });
  await inWorkshop.getByRole('button', { name: 'Draw up the bill' }).click();
  await expect(inWorkshop).toContainText('Every quality-check item must pass before the bill is drawn up');
  for (const item of [
    'Every approved job is done',
    'Test drive: brakes, steering, no new noises',
    'Fluid levels topped up, no leaks',
    'No warning lights on the dashboard',
    'Replaced parts kept for the customer',
    'Car cleaned inside and out',
  ]) {
    await qc.getByRole('group', { name: item }).getByRole('button', { name: 'Pass' }).click();
    await expect(qc.getByRole('group', { name: item }).getByRole('button', { name: 'Pass' })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(qc.getByRole('status')).toHaveText('Every check passed: the bill can be drawn up.');
  await inWorkshop.getByRole('button', { name: 'Draw up the bill' }).click();
  await expect(inWorkshop).toContainText('Bill waiting for the customer: 16.7% over the estimate, ₹5,949');
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Quality check');

  // The customer approves the difference on the tracking screen: the bill is issued.
  await page.goto(`${BASE}/tracking?orderId=${orderId}`);
  const bill = page.getByRole('region', { name: 'Your final cost, waiting for your approval' });
  await expect(bill.getByRole('alert')).toHaveText(
    'The final cost is 16.7% more than the estimate: please approve the difference before we issue your bill',
  );
  await expect(bill.getByRole('row', { name: /Basic plan/ })).toHaveText(/Basic plan · booked\s*₹2,799\s*₹2,799/);
  await expect(bill.getByRole('row', { name: /Front brake pads/ })).toHaveText(/Front brake pads replacement\s*₹2,250\s*₹2,700/);
  await expect(bill.getByRole('row', { name: /Headlight/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await bill.getByRole('button', { name: 'Approve the final cost' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bill ready' })).toBeVisible();
  const issued = page.getByRole('region', { name: 'Your bill' });
  await expect(issued).toContainText(/Tax invoice KDG\/\d{2}-\d{2}\/\d{5}/);
  await expect(issued).toContainText('You approved the final cost, 16.7% more than the estimate');
  // ₹2,799 plan + ₹3,150 extras = ₹5,949 with GST inside: taxable ₹5,041.53, GST ₹907.47 (CGST ₹453.73,
  // SGST ₹453.74); the ₹199 booking fee adjusted as the advance its receipt voucher states.
  await expect(issued).toContainText('Bill total (GST included)₹5,949');
  await expect(issued).toContainText('Taxable value₹5,041.53');
  await expect(issued).toContainText('CGST 9%₹453.73');
  await expect(issued).toContainText('SGST 9%₹453.74');
  await expect(issued).toContainText(/Less: booking fee paid in advance \(receipt voucher KDG\/A\d{4}\/\d{5}\)− ₹199/);
  await expect(issued).toContainText('To pay₹5,750');
  // The printable tax invoice of the bill.
  await issued.getByRole('link', { name: 'Print or save the tax invoice' }).click();
  await expect(page).toHaveURL(`${BASE}/tracking/bill?orderId=${orderId}`);
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await lookAt(page, 'bill');
  await expect(invoice).toContainText(/Invoice number\s*KDG\/\d{2}-\d{2}\/\d{5}/);
  await expect(invoice.getByRole('row', { name: /Basic plan/ })).toHaveText(/Basic planBooked with the service\s*₹2,799\s*₹2,799/);
  await expect(invoice.getByRole('row', { name: /Front brake pads/ })).toHaveText(/Front brake pads replacement\s*₹2,250\s*₹2,700/);
  await expect(invoice.getByRole('row', { name: /^Work ₹/ })).toHaveText(/Work\s*₹5,949/);
  await expect(invoice.getByRole('row', { name: /^SGST @/ })).toHaveText(/SGST @ 9%\s*₹453\.74/);
  // The fee as an advance adjusted: its receipt voucher, its taxable value and the GST already paid on it.
  await expect(invoice.getByRole('row', { name: /Less: advance received/ })).toHaveText(
    /Less: advance received, receipt voucher KDG\/A\d{4}\/\d{5} of \d{2}\/\d{2}\/\d{4}\s*Taxable value ₹168\.64 \+ CGST ₹15\.18 \+ SGST ₹15\.18: GST paid when the advance was received\s*− ₹199/,
  );
  await expect(invoice.getByRole('row', { name: /To pay/ })).toHaveText(/To pay\s*₹5,750/);
  await expect(invoice).toContainText('Total in words: Rupees Five Thousand Nine Hundred Forty-Nine Only');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/bill-390.png`, fullPage: true });
  await page.getByRole('link', { name: 'Back to your car' }).click();
  // The estimate at any stage: each part's breakup, its approval and its final cost.
  await page.getByRole('link', { name: 'Your service estimate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your service estimate' })).toBeVisible();
  const estimateParts = page.getByRole('list', { name: 'Parts of the estimate' }).locator(':scope > li');
  await expect(estimateParts.nth(0)).toContainText('Booked with the service');
  await expect(estimateParts.nth(1)).toContainText('Labour ₹450 · Part ₹1,800 · Service ₹0');
  await expect(estimateParts.nth(1)).toContainText('Approved · Final cost ₹2,700');
  await expect(estimateParts.nth(2)).toContainText('Declined');
  await expect(estimateParts.nth(1).getByRole('img', { name: 'Front brake pads replacement: worn part, as found' })).toBeVisible();
  await expect(page.getByText('Booked service and approved parts: ₹5,499 estimated, ₹5,949 final')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Staff take the payment at the counter by UPI, then deliver the car: it stays on the console for
  // the rest of the day (until midnight IST), drawn back, last of its group, with nothing left to do.
  await pollNow(staff);
  await expect(inWorkshop).toContainText(/Bill KDG\/\d{2}-\d{2}\/\d{5}: ₹5,949, to pay ₹5,750/, { timeout: PAGE_RELOAD_MS });
  await expect(inWorkshop.getByRole('button', { name: 'Move to: Payment received' })).toHaveCount(0);
  await inWorkshop.getByRole('group', { name: 'Paid at the counter' }).getByRole('button', { name: 'UPI' }).click();
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Payment received');
  await inWorkshop.getByRole('button', { name: 'Move to: Car delivered' }).click();
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Car delivered');
  await expect(inWorkshop).toContainText(/Delivered at \d{1,2}:\d{2} [AP]M\. It leaves the console at midnight\./);
  await expect(inWorkshop.getByRole('button')).toHaveCount(0);
  await expect(inWorkshop.getByRole('textbox')).toHaveCount(0);
  await expect(inWorkshop.getByLabel(/^Photo of/)).toHaveCount(0);
  // Its photos and bill are still there to read.
  await expect(inWorkshop.getByRole('img', { name: 'Front brake pads replacement: worn part, as found' })).toBeVisible();
  await expect(inWorkshop).toContainText(/Bill KDG\/\d{2}-\d{2}\/\d{5}: ₹5,949, paid/);
  expect(await inWorkshop.evaluate((card) => getComputedStyle(card).backgroundColor)).toBe('rgb(244, 245, 247)');
  await expect(staff.getByRole('region', { name: 'Delivered today' }).locator(`[data-appointment="${booked.appointment_id}"]`)).toHaveCount(
    1,
  );
  await noAxeViolations();
  if (process.env.E2E_SHOTS) await inWorkshop.screenshot({ path: `${process.env.E2E_SHOTS}/console-delivered-1280.png` });
  await staffContext.close();

  await page.goto(`${BASE}/tracking?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Car delivered' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your bill' })).toContainText('Paid at the counter by UPI on');

  // The booking fee's own document is a receipt voucher for the advance, not a second tax invoice.
  await page.goto(`${BASE}/bookings/${booked.appointment_id}/receipt`);
  const voucher = page.getByRole('article', { name: 'Receipt voucher' });
  await expect(voucher).toContainText(/Voucher number\s*KDG\/A\d{4}\/\d{5}/);
  await expect(voucher).toContainText('Advance received: booking fee for Periodic service at Service Centre Kudlu Gate');
  await expect(voucher.getByRole('row', { name: /Total/ })).toHaveText(/Total \(GST included\)\s*₹199/);
  await expect(page.getByRole('article', { name: 'Tax invoice' })).toHaveCount(0);

  // The visit is over: My bookings lists it as delivered, and the same car can be booked again.
  await page.goto(`${BASE}/bookings`);
  const visit = page
    .getByRole('region', { name: 'Past' })
    .getByRole('listitem')
    .filter({ hasText: plateFor(info, 90) });
  await expect(visit).toContainText('Delivered');
  await visit.getByRole('link', { name: 'Book again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book again' })).toBeVisible();
  await page.getByRole('button', { name: 'Book again' }).click();
  await expect(page).toHaveURL(/\/ad-services\/(address-selection|slot-selection)\?/);
});

test('the customer pays the bill online: a failed payment, then paid; the car moves to payment received without a word from the counter', async ({
  page,
  context,
  playwright,
  baseURL,
}, info) => {
  test.skip(
    info.project.name !== 'desktop',
    "the demo admin signs in once at a time (after the test above, in this file's order); the customer is on a phone",
  );
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, context, phoneFor(info, '9345900004'));
  const booked = await bookPaid(page, registrationFor(info, 92));
  // Staff, through the API as the console calls it: check-in, one part approved, repaired, checked, billed at the estimate.
  const staff = await adminApi(playwright, baseURL!, context);
  const {
    orderId,
    lineIds: [pads],
  } = await sendEstimate(staff, booked.appointment_id, [PADS]);
  await ok(
    page.request.post(`${BASE}/api/line-item-status`, { data: { order_id: orderId, decisions: [{ line_id: pads, status: 'APPROVED' }] } }),
  );
  await ok(page.request.post(`${BASE}/api/line-item-approve`, { data: { order_id: orderId } }));
  await moveTo(staff, orderId, 'REPAIR_IN_PROGRESS');
  await moveTo(staff, orderId, 'QUALITY_CHECK');
  await passQualityCheck(staff, orderId);
  await moveTo(staff, orderId, 'PAYMENT_PENDING');

  // The ₹2,799 plan and ₹2,250 of pads billed at the estimate, less the ₹199 booking fee: ₹4,850 to pay.
  await page.goto(`${BASE}/tracking?orderId=${orderId}`);
  const bill = page.getByRole('region', { name: 'Your bill' });
  await expect(bill).toContainText('To pay₹4,850');
  await expect(bill).toContainText("Pay online now, or at the service centre's counter by cash, card or UPI when you collect your car.");
  await bill.getByRole('button', { name: 'Pay ₹4,850 online' }).click();
  await payInSandbox(page, 'Make the payment fail');
  await expect(page).toHaveURL(`${BASE}/tracking?orderId=${orderId}&payment=failed`);
  await expect(page.getByRole('status').filter({ hasText: 'Your payment did not go through' })).toHaveText(
    'Your payment did not go through: nothing was charged. You can pay again below.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Bill ready' })).toBeVisible();

  await bill.getByRole('button', { name: 'Pay again ₹4,850 online' }).click();
  await payInSandbox(page, 'Pay ₹4,850');
  await expect(page).toHaveURL(`${BASE}/tracking?orderId=${orderId}&payment=paid`);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toHaveText('Payment received. Thank you!');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(bill).toContainText('Paid online on');
  await expect(bill.getByRole('button', { name: /online/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/bill-paid-online-390.png`, fullPage: true });
  // The tax invoice says how it was paid.
  await bill.getByRole('link', { name: 'Print or save the tax invoice' }).click();
  await expect(page.getByRole('article', { name: 'Tax invoice' }).getByRole('definition').filter({ hasText: 'Online' })).toBeVisible();
  // The counter has nothing left to take.
  const counter = await staff.post(`${BASE}/api/garage-timeline/${orderId}/bill/paid`, { data: { method: 'CASH' } });
  expect([counter.status(), (await counter.json()).error.message]).toEqual([409, 'This car has no bill waiting for payment']);
});

test("the booking's page follows a check-in; a message's link opens the estimate to approve, then the bill to pay; a link of another account's booking says so", async ({
  page,
  context,
  playwright,
  baseURL,
  browser,
}, info) => {
  test.skip(
    info.project.name !== 'desktop',
    'the demo admin signs in once at a time (after the tests above, in this order); the customer is on a phone',
  );
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = phoneFor(info, '9345900007');
  await signIn(page, context, phone);
  const booked = await bookPaid(page, registrationFor(info, 94));
  // The booking's page, left open: it offers cancelling until the garage has the car.
  await page.goto(`${BASE}/ad-services/appointment-confirmation?appointmentId=${booked.appointment_id}`);
  await expect(page.getByRole('link', { name: 'Cancel booking' })).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const staff = await adminApi(playwright, baseURL!, context);
  const { orderId } = await sendEstimate(staff, booked.appointment_id, [PADS]);
  // Checked in meanwhile: the page follows (its next look, here the customer coming back to it) and leads to the car instead.
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await reloaded;
  await expect(page.getByRole('link', { name: 'Follow your car' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);

  /** The newest message to the customer that asks for this action, and the path of its link (the demo outbox shows it on this site). */
  const linkOf = async (action: string) => {
    const outbox = await context.newPage();
    await outbox.goto(`${BASE}/dev/outbox`);
    const body = await outbox
      .locator(`[data-recipient="${phone.slice(0, 2)}•••••${phone.slice(7)}"] .outbox__body`)
      .filter({ hasText: action })
      .first()
      .textContent();
    await outbox.close();
    const path = new RegExp(`${action}: (/service-centre/l/[A-Za-z0-9_-]{16})`).exec(body ?? '')?.[1];
    if (!path) throw new Error(`no '${action}' link in: ${body}`);
    return path;
  };
  const estimateLink = await linkOf('Review and approve it');
  const welcomeSeen = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${BASE}/api/garage-timeline/${orderId}`,
  );
  await page.goto(estimateLink);
  // The first visit to the car's screens is the welcome screen (spec §4), recorded as seen; from then on the link opens the screen of its stage.
  await expect(page).toHaveURL(`${BASE}/home?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome! Your car is with us' })).toBeVisible();
  expect((await welcomeSeen).status()).toBe(200);
  await page.goto(estimateLink);
  await expect(page).toHaveURL(`${BASE}/job-cards?orderId=${orderId}`);
  await page
    .getByRole('radiogroup', { name: 'Front brake pads replacement: approve or decline' })
    .getByRole('radio', { name: 'Approve' })
    .click();
  await page.getByRole('button', { name: 'Save and review the estimate' }).click();
  await expect(page).toHaveURL(`${BASE}/estimate-approval?orderId=${orderId}`);
  await page.getByRole('button', { name: 'Approve estimate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estimate approved' })).toBeVisible();

  await moveTo(staff, orderId, 'REPAIR_IN_PROGRESS');
  await moveTo(staff, orderId, 'QUALITY_CHECK');
  await passQualityCheck(staff, orderId);
  await moveTo(staff, orderId, 'PAYMENT_PENDING');
  // The bill's message: the same link of the car, which now leads to the bill.
  const billLink = await linkOf('See and pay your bill');
  expect(billLink).toBe(estimateLink);
  await page.goto(billLink);
  await expect(page).toHaveURL(`${BASE}/tracking?orderId=${orderId}`);
  // ₹2,799 plan + ₹2,250 pads − ₹199 fee.
  const bill = page.getByRole('region', { name: 'Your bill' });
  await bill.getByRole('button', { name: 'Pay ₹4,850 online' }).click();
  await payInSandbox(page, 'Pay ₹4,850');
  await expect(page).toHaveURL(`${BASE}/tracking?orderId=${orderId}&payment=paid`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();

  // Someone else with the link: signed in with their own number, they are told it is not theirs.
  const otherContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await otherContext.newPage();
  await other.goto(billLink);
  await expect(other).toHaveURL(new RegExp(`${BASE}/sign-in\\?next=`));
  await signInHere(other, otherContext, phoneFor(info, '9345900008'));
  await expect(other.getByRole('heading', { level: 1, name: 'This link is not for this account' })).toBeVisible();
  await otherContext.close();
});

test("the tracking screen leads with what the car waits for: the estimate to the job cards, then the final cost's approval, then paying the bill", async ({
  page,
  context,
  playwright,
  baseURL,
}, info) => {
  test.skip(
    info.project.name !== 'desktop',
    "the demo admin signs in once at a time (after the tests above, in this file's order); the customer is on a phone",
  );
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, context, phoneFor(info, '9345900005'));
  const booked = await bookPaid(page, registrationFor(info, 93));
  const staff = await adminApi(playwright, baseURL!, context);
  const { orderId, lineIds } = await sendEstimate(staff, booked.appointment_id, [
    {
      part_name: 'Front brake pads replacement',
      catalogue_item_id: 'brake-pads-front',
      net_labour_cost: 45_000,
      net_part_cost: 180_000,
      net_service_cost: 0,
    },
    { part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000 },
  ]);
  const waitForIslands = () => expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const noAxeViolations = async () => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The estimate waits: one card right under the heading, in view, its link to the job cards.
  await page.goto(`${BASE}/tracking?orderId=${orderId}`);
  const estimate = page.getByRole('region', { name: 'Your estimate is ready' });
  await expect(estimate).toContainText('Approve or decline each extra part our advisor found.');
  const review = estimate.getByRole('link', { name: 'Review and approve the estimate' });
  await expect(review).toBeInViewport({ ratio: 1 });
  const [headingBox, cardBox, stagesBox] = await Promise.all([
    page.getByRole('heading', { level: 1 }).boundingBox(),
    estimate.boundingBox(),
    page.getByRole('list', { name: "Your car's stages" }).boundingBox(),
  ]);
  expect(cardBox!.y).toBeGreaterThan(headingBox!.y + headingBox!.height);
  expect(cardBox!.y + cardBox!.height).toBeLessThan(stagesBox!.y);
  await waitForIslands();
  await noAxeViolations();
  await review.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE}/job-cards?orderId=${orderId}`);

  // The job cards: the running total follows every answer; a chosen Decline looks nothing like a chosen Approve.
  await waitForIslands();
  const total = page.getByRole('status', { name: 'Approved so far' });
  await expect(total).toHaveText('Approved so far₹2,799Service booked ₹2,799 + extra parts ₹0');
  // The 15 % the bill will refer to is said here, as the most the bill can come to without asking again.
  await expect(page.getByText('Your final bill can come to up to ₹3,218.85 (15% above this) without asking you again')).toBeVisible();
  const pads = page.getByRole('radiogroup', { name: 'Front brake pads replacement: approve or decline' });
  const wipers = page.getByRole('radiogroup', { name: 'Wiper blades: approve or decline' });
  await pads.getByRole('radio', { name: 'Approve' }).click();
  await expect(total).toHaveText('Approved so far₹5,049Service booked ₹2,799 + extra parts ₹2,250');
  await expect(page.getByText('Your final bill can come to up to ₹5,806.35 (15% above this)')).toBeVisible();
  await wipers.getByRole('radio', { name: 'Approve' }).click();
  await expect(total).toContainText('₹5,699');
  await wipers.getByRole('radio', { name: 'Decline' }).click();
  await expect(total).toContainText('₹5,049');
  await expect(wipers.getByRole('radio', { name: 'Decline' })).toHaveAttribute('aria-checked', 'true');
  await expect(wipers.getByRole('radio', { name: 'Approve' })).toHaveAttribute('aria-checked', 'false');
  await page.mouse.move(0, 0);
  const look = (radio: Locator) =>
    radio.evaluate((el) => {
      const css = getComputedStyle(el);
      return { background: css.backgroundColor, border: css.borderTopColor, color: css.color };
    });
  const approved = await look(pads.getByRole('radio', { name: 'Approve' }));
  const declined = await look(wipers.getByRole('radio', { name: 'Decline' }));
  const unchosen = await look(pads.getByRole('radio', { name: 'Decline' }));
  // Approve chosen: filled with the product's blue. Decline chosen: a pale red with a red border and red words.
  expect(approved).toEqual({ background: 'rgb(31, 79, 214)', border: 'rgb(31, 79, 214)', color: 'rgb(255, 255, 255)' });
  expect(declined).toEqual({ background: 'rgb(253, 236, 234)', border: 'rgb(179, 38, 30)', color: 'rgb(179, 38, 30)' });
  expect(unchosen.background).toBe('rgb(255, 255, 255)');
  await noAxeViolations();
  await page.getByRole('button', { name: 'Save and review the estimate' }).click();
  await expect(page).toHaveURL(`${BASE}/estimate-approval?orderId=${orderId}`);
  await page.getByRole('button', { name: 'Approve estimate' }).click();
  // Approved: the tracking link's next screen, here the welcome screen this customer has not seen yet.
  await expect(page).toHaveURL(`${BASE}/home?orderId=${orderId}`);

  // The pads cost ₹2,700, 20 % over their estimate: the final cost waits for the customer.
  await moveTo(staff, orderId, 'REPAIR_IN_PROGRESS');
  await recordFinalCost(staff, orderId, lineIds[0]!, 270_000);
  await moveTo(staff, orderId, 'QUALITY_CHECK');
  await passQualityCheck(staff, orderId);
  await moveTo(staff, orderId, 'PAYMENT_PENDING');
  await page.goto(`${BASE}/tracking?orderId=${orderId}`);
  await expect(page.getByRole('region', { name: 'Your estimate is ready' })).toHaveCount(0);
  const finalCost = page.getByRole('region', { name: 'Your final cost needs your approval' });
  // The approve button is disabled until its island wakes, and Tab passes a disabled button by: wake it first.
  await waitForIslands();
  await finalCost.getByRole('link', { name: 'Review and approve the final cost' }).click();
  await expect(page).toHaveURL(`${BASE}/tracking?orderId=${orderId}#bill-approve`);
  const approve = page.getByRole('button', { name: 'Approve the final cost' });
  await expect(approve).toBeInViewport({ ratio: 1 });
  await expect(approve).toBeEnabled();
  // The link moved the keyboard's place too: the next Tab is the approve button.
  await page.keyboard.press('Tab');
  await expect(approve).toBeFocused();
  await approve.click();

  // Issued: ₹2,799 plan + ₹2,700 pads, less the ₹199 fee; the card leads to the pay button, and goes once paid.
  await expect(page.getByRole('heading', { level: 1, name: 'Bill ready' })).toBeVisible();
  const pay = page.getByRole('region', { name: '₹5,300 to pay' });
  await expect(pay).toContainText("Pay online now, or at the service centre's counter when you collect your car.");
  await waitForIslands();
  await noAxeViolations();
  await pay.getByRole('link', { name: 'Pay the bill ₹5,300' }).click();
  await expect(page).toHaveURL(`${BASE}/tracking?orderId=${orderId}#bill-pay`);
  const payOnline = page.getByRole('region', { name: 'Your bill' }).getByRole('button', { name: 'Pay ₹5,300 online' });
  await expect(payOnline).toBeInViewport({ ratio: 1 });
  await expect(payOnline).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(payOnline).toBeFocused();
  await page.keyboard.press('Enter');
  await payInSandbox(page, 'Pay ₹5,300');
  await expect(page).toHaveURL(`${BASE}/tracking?orderId=${orderId}&payment=paid`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('region', { name: /to pay$/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the tracking screens: a visitor signs in first; an order that is not theirs is not found; no order goes to the base page', async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== 'phone', 'redirects only; no layout');
  const unknown = `${BASE}/tracking?orderId=00000000-0000-4000-8000-000000000000`;
  await page.goto(unknown);
  await expect(page).toHaveURL(`${BASE}/sign-in?next=%2Fservice-centre%2Ftracking%3ForderId%3D00000000-0000-4000-8000-000000000000`);
  await signInHere(page, context, phoneFor(info, '9345900002'));
  await expect(page).toHaveURL(`${BASE}/error?code=404`);
  await page.goto(`${BASE}/tracking`);
  await expect(page).toHaveURL(`${BASE}/ad-services/home`);
  // The tracking link of a customer with no booking: the base page.
  await page.goto(`${BASE}/stage-redirect`);
  await expect(page).toHaveURL(`${BASE}/ad-services/home`);
});
