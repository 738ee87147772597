import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { BASE, phoneFor, signIn, signedInRequest } from './support/booking';
import { bookPaid, plateFor, registrationFor } from './support/booking-api';
import { moveTo, ok, passQualityCheck } from './support/workshop-api';
import { lookAt } from './support/shots';

// The service reminder on a phone (docs/decisions/057): a car checked in with its odometer read,
// serviced and delivered back gets its reminder; its owner opens it, moves the date (confirmed on its own page)
// and books that service in one tap, landing on the slot screen with the car, centre and service
// filled in. The workshop's moves are made through the API by the second demo advisor of Kudlu Gate.

const waitForIslands = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

/** Staff check the car in (odometer 45,210 km) and send the estimate (the booked plan, approved as sent), repair it, check it, take the bill at the counter and deliver it. */
async function deliver(staff: APIRequestContext, appointmentId: string): Promise<void> {
  const order = await ok(
    staff.post(`${BASE}/api/garage-timeline`, {
      data: { request_id: `reminder-e2e-${appointmentId.slice(0, 8)}`, appointment_id: appointmentId, odometer_km: 45_210 },
    }),
  );
  const id = order.order_id as string;
  await moveTo(staff, id, 'SURVEY');
  const sent = await moveTo(staff, id, 'ESTIMATE_APPROVAL_PENDING');
  if (sent.latest_stage_details.stage !== 'REPAIR_IN_PROGRESS') await moveTo(staff, id, 'REPAIR_IN_PROGRESS');
  await moveTo(staff, id, 'QUALITY_CHECK');
  await passQualityCheck(staff, id);
  await moveTo(staff, id, 'PAYMENT_PENDING');
  await ok(staff.post(`${BASE}/api/garage-timeline/${id}/bill/paid`, { data: { method: 'UPI' } }));
  await moveTo(staff, id, 'CAR_DELIVERED');
}

/** The IST day `days` after today, yyyy-mm-dd. */
const istDayAfter = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

test('the owner of a delivered car moves the reminder’s date and books that service in one tap', async ({
  page,
  context,
  playwright,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'phone', 'one customer journey at 390×844; the desktop layout is looked at inside');
  test.slow();
  // Signed out, the reminder's address sends the visitor to sign in and back.
  const visitor = await page.goto(`${BASE}/service-reminder?appointmentId=00000000-0000-4000-8000-000000000000`);
  expect(new URL(visitor!.url()).pathname).toBe(`${BASE}/sign-in`);

  await signIn(page, context, phoneFor(info, '9345900075'));
  const booked = await bookPaid(page, registrationFor(info, 175), 'SLOT_BOOKING');
  const staff = await signedInRequest(playwright, baseURL!, context, '9000000003');
  await deliver(staff, booked.appointment_id);
  await staff.dispose();

  const reminderPage = `${BASE}/service-reminder?appointmentId=${booked.appointment_id}`;
  const facts = page.getByRole('region', { name: 'Service reminder' });
  // The reminder is written by the delivery's reaction, a moment after the move.
  await expect(async () => {
    await page.goto(reminderPage);
    await expect(facts).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your next service' })).toBeVisible();
  await expect(facts).toContainText('Maruti Suzuki Swift');
  await expect(facts).toContainText(plateFor(info, 175));
  await expect(facts).toContainText('Service Centre Kudlu Gate');
  await expect(facts).toContainText('Periodic service');
  await expect(facts).toContainText('Worked out from your last service and the maker’s interval');
  await waitForIslands(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await lookAt(page, 'service-reminder');

  const whatsapp = page.getByRole('checkbox', { name: 'Send reminders on WhatsApp' });
  await whatsapp.click();
  await expect(whatsapp).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Reminders will come on WhatsApp' })).toBeVisible();
  await expect(page.getByText(/^You agreed on \d{1,2}(st|nd|rd|th) \w{3} \d{4}\./)).toBeVisible();

  // A day past the limit is refused in words; a day within it is taken.
  const date = page.getByLabel('Next service date');
  await date.fill(istDayAfter(-1));
  await page.getByRole('button', { name: 'Save the new date' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^The next service date cannot be in the past: choose \d{1,2}(st|nd|rd|th) \w{3} \d{4} or later$/,
  );
  const chosen = istDayAfter(45);
  await date.fill(chosen);
  await page.getByRole('button', { name: 'Save the new date' }).click();

  await expect(page).toHaveURL(`${BASE}/service-reminder/updated?appointmentId=${booked.appointment_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder updated' })).toBeVisible();
  const [y, m, d] = chosen.split('-').map(Number) as [number, number, number];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Next service: ${d}(st|nd|rd|th) ${month} ${y}$`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Service reminder' })).toContainText('The date you chose');
  await waitForIslands(page);
  // The first reminder goes SERVICE_REMINDER_DAYS_BEFORE (7 by default) before the date, the second on the day.
  await expect(page.getByText('You will get a reminder 7 days before, and one on the day.')).toBeVisible();
  await lookAt(page, 'service-reminder-updated');

  await page.getByRole('button', { name: 'Book this service' }).click();
  await expect(page).toHaveURL(/\/ad-services\/slot-selection\?appointmentId=[0-9a-f-]{36}&garageId=[0-9a-f-]{36}&slot_type=SLOT_BOOKING/);
  expect(new URL(page.url()).searchParams.get('appointmentId')).not.toBe(booked.appointment_id);
});
