import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { BASE, KUDLU_GATE, phoneFor, signIn, signedInRequest } from './support/booking';
import { bookPaid, plateFor, registrationFor } from './support/booking-api';
import { moveTo, ok, passQualityCheck } from './support/workshop-api';
import { lookAt } from './support/shots';

// The tracking screen that leads and the booking's page as a moment (docs/decisions/047): the status
// card over the one action of the stage, and the booked slot as a calendar file and a link to share.

/** Every island awake, those that wake when seen too (the page is scrolled through, then back to its top). */
async function waitForIslands(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}
const noAxeViolations = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

/**
 * The second demo advisor of Kudlu Gate, signed in for the API. Other files sign staff in at the same
 * time, and a newer code voids an older one of the same number: a code refused that way is asked again.
 */
async function advisorApi(playwright: Parameters<typeof signedInRequest>[0], baseURL: string, context: BrowserContext) {
  for (let tries = 1; ; tries++) {
    try {
      return await signedInRequest(playwright, baseURL, context, '9000000003');
    } catch (error) {
      if (tries === 3) throw error;
    }
  }
}

test('the tracking screen leads with the car, its stage and whether it is on time, then the one thing it waits for', async ({
  page,
  context,
  playwright,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one staff sign-in at a time; the customer is on a phone, the desktop layout checked inside');
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, context, phoneFor(info, '9345900061'));
  const booked = await bookPaid(page, registrationFor(info, 161));
  const staff: APIRequestContext = await advisorApi(playwright, baseURL!, context);
  const order = await ok(
    staff.post(`${BASE}/api/garage-timeline`, {
      data: { request_id: `card-${booked.appointment_id.slice(0, 8)}`, appointment_id: booked.appointment_id },
    }),
  );
  const orderId = order.order_id as string;
  // The advisor promises the inspection done by 11:00 AM tomorrow (IST).
  const tomorrow = new Date(Date.now() + (5.5 + 24) * 3_600_000).toISOString().slice(0, 10);
  await ok(staff.post(`${BASE}/api/garage-timeline/${orderId}/promise`, { data: { promised_at: `${tomorrow}T11:00:00+05:30` } }));

  // Checked in: the card names the car by its plate, the stage, the promised time and that it holds, the centre and the advisor.
  await page.goto(`${BASE}/tracking?orderId=${orderId}`);
  const card = page.getByRole('region', { name: 'Car at garage' });
  await expect(card.getByRole('heading', { level: 1, name: 'Car at garage' })).toBeVisible();
  await expect(card.getByText('Maruti Suzuki Swift', { exact: true })).toBeVisible();
  await expect(card.getByText(plateFor(info, 161), { exact: true })).toBeVisible();
  await expect(card.getByText(/^Promised by \w{3} \d{1,2}(st|nd|rd|th) \w{3}, 11:00 AM$/)).toBeVisible();
  await expect(card.getByText('On time', { exact: true })).toBeVisible();
  await expect(card.getByText('Service Centre Kudlu Gate', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: '+91 80 4125 6780' })).toHaveAttribute('href', 'tel:+918041256780');
  await expect(card).toContainText('Your advisor: Kavya Nair');
  // The car's picture: the seed's Swift is a hatchback, drawn as its outline by the embedded image service,
  // in a box of fixed size that the picture fills once loaded (nothing moves).
  const photo = card.locator('[data-vehicle-image]');
  await expect(photo).toHaveAttribute('data-vehicle-image', 'SILHOUETTE');
  await expect(photo.locator('img')).toHaveAttribute('src', '/service-centre/images/vehicles/hatchback.v1.svg');
  await expect.poll(() => photo.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await photo.evaluate((box) => [box.clientWidth, box.clientHeight])).toEqual([84, 56]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await waitForIslands(page);
  await noAxeViolations(page);
  await lookAt(page, 'tracking-checked-in');

  // The estimate waits for the customer: no time is promised, and the card is followed at once by what to do, in view.
  await moveTo(staff, orderId, 'SURVEY');
  await ok(
    staff.post(`${BASE}/api/garage-timeline/${orderId}/lines`, {
      data: { part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000 },
    }),
  );
  const sent = await moveTo(staff, orderId, 'ESTIMATE_APPROVAL_PENDING');
  await page.goto(`${BASE}/tracking?orderId=${orderId}`);
  const waiting = page.getByRole('region', { name: 'Estimate ready for your approval' });
  await expect(waiting.getByText(/^Promised by/)).toHaveCount(0);
  const action = page.getByRole('region', { name: 'Your estimate is ready' });
  await expect(action.getByRole('link', { name: 'Review and approve the estimate' })).toBeInViewport({ ratio: 1 });
  const [cardBox, actionBox, stagesBox] = await Promise.all([
    waiting.boundingBox(),
    action.boundingBox(),
    page.getByRole('list', { name: "Your car's stages" }).boundingBox(),
  ]);
  expect(actionBox!.y).toBeGreaterThan(cardBox!.y + cardBox!.height);
  expect(stagesBox!.y).toBeGreaterThan(actionBox!.y + actionBox!.height);
  await waitForIslands(page);
  await noAxeViolations(page);
  await lookAt(page, 'tracking-estimate');

  // Repaired, checked and billed: the work is done; the bill is what is left.
  const wipers = (sent.damages as { id: string; origin: string }[]).find((d) => d.origin === 'EXTRA')!.id;
  await ok(
    page.request.post(`${BASE}/api/line-item-status`, {
      data: { order_id: orderId, decisions: [{ line_id: wipers, status: 'APPROVED' }] },
    }),
  );
  await ok(page.request.post(`${BASE}/api/line-item-approve`, { data: { order_id: orderId } }));
  await moveTo(staff, orderId, 'REPAIR_IN_PROGRESS');
  await moveTo(staff, orderId, 'QUALITY_CHECK');
  await passQualityCheck(staff, orderId);
  await moveTo(staff, orderId, 'PAYMENT_PENDING');
  await staff.dispose();
  await page.goto(`${BASE}/tracking?orderId=${orderId}`);
  const billed = page.getByRole('region', { name: 'Bill ready' });
  await expect(billed.getByText('No more work to wait for', { exact: true })).toBeVisible();
  await expect(billed.getByText('Done', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /to pay$/ })).toBeVisible();
  await lookAt(page, 'tracking-bill-ready');

  // On a laptop the history and the stages stand beside the card.
  await page.setViewportSize({ width: 1280, height: 800 });
  const [wide, stages] = await Promise.all([billed.boundingBox(), page.getByRole('list', { name: "Your car's stages" }).boundingBox()]);
  expect(stages!.x).toBeGreaterThan(wide!.x + wide!.width);
  expect(await billed.locator('[data-vehicle-image]').evaluate((box) => [box.clientWidth, box.clientHeight])).toEqual([120, 80]);
});

test("the booking's page says when and where, what happens next, and gives the slot as a calendar file and its link to share", async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== 'phone', 'one column at every size: run on the phone only');
  test.slow();
  await signIn(page, context, phoneFor(info, '9345900062'));
  const booked = await bookPaid(page, registrationFor(info, 162), 'PICK_AND_DROP');
  const id = booked.appointment_id as string;
  const reference = id.replace(/-/g, '').slice(0, 8).toUpperCase();
  const bookingPage = `${BASE}/ad-services/appointment-confirmation?appointmentId=${id}&garageId=${KUDLU_GATE}`;
  // This browser's own share sheet is taken away first, so the link is copied.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(bookingPage);

  const moment = page.getByRole('region', { name: 'Your booking is confirmed' });
  await expect(moment.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(moment.getByText(/^\w{3} \d{1,2}(st|nd|rd|th) \w{3}$/)).toBeVisible();
  await expect(moment.getByText(/^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(moment).toContainText('Pick-up and drop · Service Centre Kudlu Gate');
  const next = page.getByRole('region', { name: 'What happens next' }).getByRole('listitem');
  await expect(next).toHaveCount(3);
  await expect(next.first()).toContainText('Our driver calls you before the pick-up');
  await waitForIslands(page);
  await noAxeViolations(page);

  // Add to calendar: the file of the booked slot, as the customer's calendar reads it.
  const [download] = await Promise.all([page.waitForEvent('download'), moment.getByRole('link', { name: 'Add to calendar' }).click()]);
  expect(download.suggestedFilename()).toBe(`service-booking-${reference}.ics`);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n');
  for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace('.000', '');
  const slot = booked.booking_details.slot_details as { start_time: string; end_time: string };
  const origin = new URL(page.url()).origin;
  expect(lines.slice(0, 6)).toEqual([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Service Centre//Car service booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
  ]);
  expect(lines[6]).toMatch(new RegExp(`^UID:${id}@(localhost|127\\.0\\.0\\.1)(:\\d+)?$`));
  expect(lines[7]).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  expect(lines.slice(8, 11)).toEqual([
    `DTSTART:${utc(slot.start_time)}`,
    `DTEND:${utc(slot.end_time)}`,
    'SUMMARY:Car pick-up for service\\, Service Centre Kudlu Gate',
  ]);
  // Longer lines are folded: unfolded, they read whole.
  const unfolded = text.replace(/\r\n /g, '').split('\r\n');
  expect(unfolded).toContain(
    'LOCATION:Plot 14\\, Hosur Main Road\\, near Kudlu Gate Junction\\, Garvebhavi Palya\\, Bengaluru\\, Karnataka 560068',
  );
  const description = unfolded.find((line) => line.startsWith('DESCRIPTION:'));
  expect(description).toMatch(
    new RegExp(
      `^DESCRIPTION:Booking reference ${reference}\\\\nPick-up and drop: Maruti Suzuki Swift\\\\, ${plateFor(info, 162)}\\\\nService Centre Kudlu Gate: \\+91 80 4125 6780\\\\nYour booking: https?://[^/]+/service-centre/ad-services/appointment-confirmation\\?appointmentId=${id}&garageId=${KUDLU_GATE}$`,
    ),
  );

  // Share, where the browser has no share sheet: the booking page's link is copied, and a toast says so.
  await moment.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText('Link to your booking copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${bookingPage}`);

  // Where it has one, the share sheet gets the link with a title and a line about the booking.
  const phone = await context.newPage();
  await phone.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await phone.goto(bookingPage);
  await waitForIslands(phone);
  await phone.getByRole('region', { name: 'Your booking is confirmed' }).getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => phone.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({
      title: 'My car service booking',
      text: expect.stringMatching(
        /^Car service at Service Centre Kudlu Gate, \w{3} \d{1,2}(st|nd|rd|th) \w{3}, \d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/,
      ),
      url: `${origin}${bookingPage}`,
    });
});
