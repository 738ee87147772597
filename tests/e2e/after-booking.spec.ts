import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { BASE, KUDLU_GATE, phoneFor, signIn } from './support/booking';
import { bookPaid, bookWithFailedPayment, cancelByApi, createAppointment, plateFor, registrationFor } from './support/booking-api';

// The screens around a booking, on a phone: the resume card on the service home, cancelling with the
// refund, a call back from the help screen, and booking again. Bookings are made through the API with
// the signed-in page's cookies; each test has its own customer and cars (one active booking per car).
const HOME = `${BASE}/ad-services/home`;
const waitForIslands = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);
const resumeCard = (page: Page) => page.getByRole('region', { name: /Your booking at/ });

// Each journey signs in and books through the gateway first: more than the default half minute on a shared machine.
test.describe.configure({ timeout: 120_000 });
// These screens are one column at every size: they run once, at 390×844 (the booking journeys hold the desktop run).
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'one column at every size: run on the phone only');
});

test('the service home resumes the latest booking: started, payment failed, confirmed; visitors share the page without a card', async ({
  page,
  context,
  browser,
}, info) => {
  const visitor = await browser.newPage();
  const shared = await visitor.goto(HOME);
  expect(shared?.headers()['cache-control']).toMatch(/public/);
  await expect(resumeCard(visitor)).toHaveCount(0);
  await visitor.close();

  await signIn(page, context, phoneFor(info, '9345700001'));
  const started = await createAppointment(page, registrationFor(info, 1), 'PICK_AND_DROP');
  const answer = await page.goto(HOME);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(resumeCard(page)).toContainText('Complete Your booking today');
  await expect(resumeCard(page).getByRole('link', { name: 'Resume booking' })).toHaveAttribute(
    'href',
    `${BASE}/ad-services/address-selection?appointmentId=${started.appointment_id}&garageId=${KUDLU_GATE}`,
  );

  const failed = await bookWithFailedPayment(page, registrationFor(info, 2));
  expect(failed.status).toBe('PAYMENT_FAILED');
  await page.goto(HOME);
  await expect(resumeCard(page)).toContainText('Complete your payment to confirm your service appointment');
  await expect(resumeCard(page).getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', failed.payment_details.payin_url);

  const confirmed = await bookPaid(page, registrationFor(info, 3), 'PICK_AND_DROP');
  expect(confirmed.status).toBe('SCHEDULED');
  await page.goto(HOME);
  await expect(resumeCard(page)).toContainText(/Your booking is confirmed for \w{3} \d{1,2}(st|nd|rd|th) \w{3}, \d{1,2}:\d{2} (AM|PM)/);
  await expect(resumeCard(page).getByRole('link', { name: 'View booking' })).toHaveAttribute(
    'href',
    `${BASE}/ad-services/appointment-confirmation?appointmentId=${confirmed.appointment_id}&garageId=${KUDLU_GATE}`,
  );
});

test('a customer cancels a paid booking, keeps the reason through a reload, and follows the refund to My bookings', async ({
  page,
  context,
}, info) => {
  await signIn(page, context, phoneFor(info, '9345700002'));
  const a = await bookPaid(page, registrationFor(info, 4));
  await page.goto(`${BASE}/ad-services/appointment-cancelled?appointmentId=${a.appointment_id}&garageId=${KUDLU_GATE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel this booking?' })).toBeVisible();
  await expect(
    page.getByText(/Your booking fee of ₹199 will be refunded in full\. Cancelling after .+ \(2 hours before your slot\) gets no refund\./),
  ).toBeVisible();
  await waitForIslands(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByLabel('Why are you cancelling? (optional)').fill('My plans changed');
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByLabel('Why are you cancelling? (optional)')).toHaveValue('My plans changed');
  await page.getByRole('button', { name: 'Yes, cancel booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is cancelled' })).toBeVisible();
  await expect(page.getByText(/(refund ₹199 to the account you paid from|₹199 has been refunded)/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book again' })).toHaveAttribute(
    'href',
    `${BASE}/repeat-booking?appointmentId=${a.appointment_id}`,
  );
  await page.getByRole('link', { name: 'My bookings' }).last().click();

  const item = page.getByRole('listitem').filter({ hasText: plateFor(info, 4) });
  await expect(item).toContainText('Cancelled');
  await expect(item).toContainText(/(Refund of ₹199 on its way|₹199 refunded)/);
  await expect(item.getByRole('link', { name: 'Download receipt' })).toHaveAttribute(
    'href',
    `${BASE}/bookings/${a.appointment_id}/receipt`,
  );
  await expect(item.getByRole('link', { name: 'Book again' })).toBeVisible();
  // Its own page is the cancelled state.
  await item.getByRole('link', { name: /Periodic service at/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is cancelled' })).toBeVisible();
});

test('My bookings keeps a booking never paid for apart from the booked ones: finished from its step, or discarded on the cancel screen', async ({
  page,
  context,
}, info) => {
  test.slow();
  await signIn(page, context, phoneFor(info, '9345700005'));
  const draft = await createAppointment(page, registrationFor(info, 6), 'PICK_AND_DROP');
  await bookPaid(page, registrationFor(info, 7));
  await page.goto(`${BASE}/bookings`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Upcoming', 'Not booked yet', 'Past', 'Your account']);

  // Booked: under Upcoming with its day; the draft is not there, and no booking reads "Slot not chosen yet".
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expect(upcoming).toContainText(plateFor(info, 7));
  await expect(upcoming).toContainText('Confirmed');
  await expect(page.getByText('Slot not chosen yet')).toHaveCount(0);
  const drafts = page.getByRole('region', { name: 'Not booked yet' });
  await expect(drafts).toContainText('You started these and did not pay the booking fee, so no slot is kept for them.');
  const item = drafts.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Periodic service at Service Centre Kudlu GateMaruti Suzuki Swift · ${plateFor(info, 6)}Started`);
  await waitForIslands(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Finish booking: the step it stopped at, the pick-up address.
  await item.getByRole('link', { name: 'Finish booking' }).click();
  await expect(page).toHaveURL(`${BASE}/ad-services/address-selection?appointmentId=${draft.appointment_id}&garageId=${KUDLU_GATE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Where should we pick up your car?' })).toBeVisible();

  // Discard: the cancel screen asks first; nothing was paid, so nothing is refunded.
  await page.goto(`${BASE}/bookings`);
  await page.getByRole('region', { name: 'Not booked yet' }).getByRole('link', { name: 'Discard' }).click();
  await expect(page).toHaveURL(`${BASE}/ad-services/appointment-cancelled?appointmentId=${draft.appointment_id}&garageId=${KUDLU_GATE}`);
  // It was never booked, so it is discarded, not cancelled, and keeping it goes back to finishing it.
  await expect(page.getByRole('heading', { level: 1, name: 'Discard this booking?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Not booked yet' })).toBeVisible();
  await expect(page.getByText('You have not paid for this booking, so there is nothing to refund.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keep it and finish booking' })).toHaveAttribute(
    'href',
    `${BASE}/ad-services/address-selection?appointmentId=${draft.appointment_id}&garageId=${KUDLU_GATE}`,
  );
  await waitForIslands(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByLabel('Why are you discarding it? (optional)').fill('Booked by mistake');
  await page.getByRole('button', { name: 'Yes, discard it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking discarded' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Not booked' })).toBeVisible();
  await expect(page.getByText('Nothing was paid for this booking, so there is nothing to refund.')).toBeVisible();
  await expect(page.getByText(/^Discarded on \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} 20\d\d, (1[0-2]|[1-9]):[0-5]\d (AM|PM)$/)).toBeVisible();
  await page.getByRole('link', { name: 'My bookings' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Not booked yet' })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Past' })
      .getByRole('listitem')
      .filter({ hasText: plateFor(info, 6) }),
  ).toContainText('Cancelled');
  await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText(plateFor(info, 7));
});

test('a visitor asks a service centre to call back at a half hour tomorrow, with the numbers to call now', async ({ page }, info) => {
  const phone = phoneFor(info, '9345700003');
  await page.goto(`${BASE}/ad-services/schedule-callback?garageId=${KUDLU_GATE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ask for a call back' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 80 4125 6780' })).toHaveAttribute('href', 'tel:+918041256780');
  await expect(page.getByRole('link', { name: '1800 266 0101' })).toHaveAttribute('href', 'tel:18002660101');
  await waitForIslands(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Nothing chosen: each missing answer is named.
  await page.getByRole('button', { name: 'Request a call back' }).click();
  await expect(page.getByText('Choose a time for the call', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter your mobile number', { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'Tomorrow' }).check();
  const time = page.getByLabel('Time');
  await time.selectOption({ index: 3 });
  const chosen = (await time.locator('option:checked').textContent())!;
  await page.getByLabel('Mobile number').fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByLabel('What would you like to talk about? (optional)').fill('The AC makes a noise');
  // A reload keeps what was typed.
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByLabel('Mobile number')).toHaveValue(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(page.getByLabel('Time').locator('option:checked')).toHaveText(chosen);
  await page.getByRole('button', { name: 'Request a call back' }).click();

  const done = page.getByRole('status').filter({ hasText: 'Call back booked' });
  await expect(done).toContainText(
    `Service Centre Kudlu Gate will call you on +91 ${phone.slice(0, 5)} ${phone.slice(5)} at ${chosen} tomorrow.`,
  );
  await expect(done.getByRole('link', { name: '1800 266 0101' })).toBeVisible();
});

test('with no centre in the address, the visitor chooses which centre calls', async ({ page }) => {
  await page.goto(`${BASE}/ad-services/schedule-callback`);
  await waitForIslands(page);
  await expect(page.getByLabel('Time')).toHaveCount(0);
  await page.getByLabel('Service centre', { exact: true }).selectOption({ label: 'Service Centre Thanisandra' });
  await expect(page.getByRole('radio', { name: 'Tomorrow' })).toBeVisible();
  await expect(page.getByLabel('Time').locator('option')).not.toHaveCount(1);
});

test('a customer books a cancelled booking again with another handover; a second time the car is offered its new booking', async ({
  page,
  context,
}, info) => {
  test.slow();
  await signIn(page, context, phoneFor(info, '9345700004'));
  const earlier = await bookPaid(page, registrationFor(info, 5), 'PICK_AND_DROP');
  await cancelByApi(page, earlier.appointment_id);
  const repeat = `${BASE}/repeat-booking?appointmentId=${earlier.appointment_id}`;
  await page.goto(repeat);
  await expect(page.getByRole('heading', { level: 1, name: 'Book again' })).toBeVisible();
  const from = page.getByRole('region', { name: 'From your earlier booking' });
  await expect(from).toContainText('Maruti Suzuki Swift');
  await expect(from).toContainText(plateFor(info, 5));
  await expect(from).toContainText('Service Centre Kudlu Gate');
  await expect(from).toContainText('Periodic service');
  await waitForIslands(page);
  await expect(page.getByRole('radio', { name: /Pick-up and drop/ })).toBeChecked();
  await page.getByRole('radio', { name: /Wait at the centre/ }).check();
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('radio', { name: /Wait at the centre/ })).toBeChecked();
  await page.getByRole('button', { name: 'Book again' }).click();

  await expect(page).toHaveURL(/\/ad-services\/slot-selection\?appointmentId=[0-9a-f-]{36}&garageId=[0-9a-f-]{36}&slot_type=SLOT_BOOKING/);
  const created = new URL(page.url()).searchParams.get('appointmentId');
  expect(created).not.toBe(earlier.appointment_id);

  await page.goto(repeat);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Book again' }).click();
  await expect(page.getByRole('heading', { name: `${plateFor(info, 5)} already has a booking` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue that booking' })).toHaveAttribute(
    'href',
    `${BASE}/ad-services/slot-selection?appointmentId=${created}&garageId=${KUDLU_GATE}&slot_type=SLOT_BOOKING`,
  );
});

test('a number, a plate and a time read one way on every screen of a booking', async ({ page, context }, info) => {
  // Typed out by hand: the 10-digit number in two groups of five after +91, the plate in its groups,
  // and a time of day as 'h:mm a' (no leading zero, upper-case AM/PM), never 'hh:mm aaa'.
  const mobile = '+91 93457 00009';
  const timeOfDay = /(^|\D)(1[0-2]|[1-9]):[0-5]\d (AM|PM)/;
  const paddedOrLowerCase = /\b0\d:\d\d|\d (am|pm)\b/;
  await signIn(page, context, phoneFor(info, '9345700009'));
  const a = await bookPaid(page, registrationFor(info, 9));
  await page.reload();

  await expect(page.getByText(`Signed in with ${mobile}.`)).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: plateFor(info, 9) });
  await expect(item).toContainText('Maruti Suzuki Swift · KA 51 MC 1009');
  await expect(item).toContainText(timeOfDay);
  expect(await item.textContent()).not.toMatch(paddedOrLowerCase);

  await page.goto(`${BASE}/ad-services/appointment-confirmation?appointmentId=${a.appointment_id}`);
  const facts = page.locator('main');
  await expect(facts).toContainText('KA 51 MC 1009');
  await expect(facts).toContainText(
    /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}, (1[0-2]|[1-9]):[0-5]\d (AM|PM) - (1[0-2]|[1-9]):[0-5]\d (AM|PM)/,
  );

  await page.goto(`${BASE}/bookings/${a.appointment_id}/receipt`);
  const received = page.getByRole('definition').filter({ hasText: mobile });
  await expect(received).toBeVisible();
  const paid = page
    .getByRole('term')
    .filter({ hasText: /^Paid$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(paid).toContainText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} 20\d\d, (1[0-2]|[1-9]):[0-5]\d (AM|PM)/);
  expect(await page.locator('main').textContent()).not.toMatch(paddedOrLowerCase);
});
