import { expect, test } from '@playwright/test';
import { BASE, phoneFor, signIn } from './support/booking';
import { bookPaid, registrationFor } from './support/booking-api';

// The advisor's console: a customer's paid pick-and-drop booking appears with its pick-up address;
// staff check the car in and move it to the inspection with a note. Run on the desktop project as the
// demo admin (who sees every centre; the demo advisor's sign-in belongs to sign-in.spec.ts, and two
// sign-ins of one number at once would void each other's codes), then looked at on a tablet (768 px),
// the size the console is made for in the workshop.
test('staff check a booked car in and move it to the inspection, on a desktop and a tablet', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'desktop', 'one staff sign-in at a time; the tablet size is checked inside');
  await signIn(page, context, phoneFor(info, '9345900001'));
  const booked = await bookPaid(page, registrationFor(info, 90), 'PICK_AND_DROP');
  await context.clearCookies();

  await signIn(page, context, '9000000002', `${BASE}/staff/console`);
  await expect(page.getByRole('heading', { level: 1, name: 'Advisor console' })).toBeVisible();
  const card = page.locator(`[data-appointment="${booked.appointment_id}"]`);
  await expect(card).toContainText('Not checked in');
  await expect(card).toContainText('Test Customer');
  await expect(card).toContainText(registrationFor(info, 90));
  await expect(card).toContainText('Pick up from: 14, 3rd Cross, HSR Layout, Bengaluru 560102');
  await expect(card).toContainText('Service Centre Kudlu Gate');
  await card.getByRole('button', { name: 'Check in' }).click();

  // Reloaded: the car is in the workshop, at its first stage.
  const inWorkshop = page.getByRole('region', { name: /In the workshop/ }).locator(`[data-appointment="${booked.appointment_id}"]`);
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Car at garage');
  await inWorkshop.getByLabel('Note for the customer (optional)').fill('Front brake pads look worn');
  await inWorkshop.getByRole('button', { name: 'Move to: Inspection under way' }).click();
  await expect(inWorkshop.locator('.console__stage')).toHaveText('Inspection under way');
  await expect(inWorkshop.getByRole('button', { name: 'Move to: Estimate ready for your approval' })).toBeVisible();

  // On a tablet held in one hand: one column, nothing wider than the screen, the buttons in reach.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(inWorkshop.getByRole('button', { name: 'Move to: Estimate ready for your approval' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
});
