import { expect, test, type Page } from '@playwright/test';
import { BASE, KUDLU_GATE, payInSandbox, phoneFor } from './support/booking';
import { holdSlotAsCustomer } from './support/pay';
import { lookAt } from './support/shots';

// Paying for a booking whose slot is held (the slot screen's work is done through the API): details,
// coupons, the sandbox gateway, the confirmation, the booking's page and the receipt.
const waitForIslands = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);
/** The reference a customer reads: the appointment id's first 8 characters, upper case. */
const referenceOf = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();
const SLOT_TEXT = /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}, \d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)/;

test('a customer gives their details, tries an expired and a valid coupon and pays: the booking is confirmed, with its page and its receipt', async ({
  page,
  context,
}, info) => {
  // One whole journey: signing in, paying, and three pages after it.
  test.slow();
  const phone = phoneFor(info, '9123450001');
  const held = await holdSlotAsCustomer(page, context, phone);
  await page.goto(held.detailsHref);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Your details and payment', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your slot' })).toContainText(SLOT_TEXT);
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByLabel('Mobile number')).toHaveValue(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(page.getByLabel('Mobile number')).not.toBeEditable();
  await expect(page.getByText('Verified')).toBeVisible();
  // The variable cost the final bill may refer to is said before anything is paid.
  await expect(page.getByRole('complementary', { name: 'Your slot' })).toContainText(
    'Its final bill can be up to 15% above the estimate you approve there; anything more waits for your approval.',
  );

  // Paying with nothing typed names what is missing and goes to the first field.
  await page.getByRole('button', { name: 'Pay ₹199' }).click();
  await expect(page.getByText('Enter your full name')).toBeVisible();
  await expect(page.getByText('Enter a valid registration number, like KA 05 MN 1234')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('E-mail').fill('asha@example.in');
  await page.getByLabel('Registration number').fill('ka 05 mn 1234');

  // An expired coupon says why and changes nothing; SAVE100 takes ₹100 off the ₹199 fee.
  await page.getByLabel('Coupon code').fill('MONSOON25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon has expired')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹199' })).toBeVisible();
  await page.getByLabel('Coupon code').fill('save100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('applied: ₹100 off the booking fee')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '−₹100' })).toBeVisible();

  // A reload loses nothing: the details typed and the coupon stay.
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');
  await expect(page.getByLabel('E-mail')).toHaveValue('asha@example.in');
  await expect(page.getByLabel('Registration number')).toHaveValue('ka 05 mn 1234');
  await page.getByRole('button', { name: 'Pay ₹99' }).click();

  await payInSandbox(page, 'Pay ₹99');
  await expect(page).toHaveURL(`${BASE}/ad-services/confirmation-page?appointmentId=${held.appointmentId}`);
  await expect(page.getByRole('heading', { name: 'Your service is booked' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details).toContainText(referenceOf(held.appointmentId));
  await expect(details).toContainText('Maruti Suzuki Swift · Petrol · KA 05 MN 1234');
  await expect(details).toContainText('Service Centre Kudlu Gate');
  await expect(details).toContainText(SLOT_TEXT);
  await expect(details).toContainText('₹199 less ₹100 with SAVE100');
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('a bay is kept for you');
  await lookAt(page, 'confirmation');
  // The moment right after paying offers what the booking's own page does: the slot as a calendar file, and a share.
  const moment = page.getByRole('region', { name: 'Your service is booked' });
  await expect(moment).toContainText('Booked and paid. We have sent the booking details to your phone by SMS.');
  await expect(moment).toContainText('Wait at the centre · Service Centre Kudlu Gate');
  await expect(moment.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    `/service-centre/bookings/${held.appointmentId}/calendar.ics`,
  );
  await expect(moment.getByRole('button', { name: 'Share' })).toBeVisible();

  await page.getByRole('link', { name: 'View booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking details' })).toContainText(SLOT_TEXT);
  await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
    'href',
    `${BASE}/ad-services/slot-selection?appointmentId=${held.appointmentId}&garageId=${KUDLU_GATE}&slot_type=SLOT_BOOKING&reschedule=1`,
  );
  await expect(page.getByRole('link', { name: 'Cancel booking' })).toHaveAttribute(
    'href',
    `${BASE}/ad-services/appointment-cancelled?appointmentId=${held.appointmentId}&garageId=${KUDLU_GATE}`,
  );
  await expect(page.getByRole('link', { name: '+91 80 4125 6780' })).toHaveAttribute('href', 'tel:+918041256780');
  // Its history, oldest first: made, then paid (the fee less the coupon), with times in IST.
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history.first()).toContainText('Booking made');
  await expect(history.last()).toContainText('Booking fee of ₹99 paid');

  await page.getByRole('link', { name: 'Download receipt' }).click();
  await expect(page).toHaveURL(`${BASE}/bookings/${held.appointmentId}/receipt`);
  // The fee is an advance for the service: a receipt voucher in its own series, not a tax invoice.
  const invoice = page.getByRole('article', { name: 'Receipt voucher' });
  await expect(invoice).toContainText('Service Centre Auto Care Private Limited');
  await expect(invoice).toContainText('GSTIN: 29AAPCS1234K1ZY');
  await expect(invoice).toContainText(/Voucher number\s*KDG\/A\d{4}\/\d{5}/);
  await expect(invoice).toContainText('998714');
  await expect(invoice).toContainText('it is adjusted on the tax invoice of your final bill');
  // ₹99 with GST at 18 % inside: ₹83.90 taxable, ₹7.55 each of CGST and SGST.
  await expect(invoice.getByRole('row', { name: /CGST @ 9%/ })).toContainText('₹7.55');
  await expect(invoice.getByRole('row', { name: /SGST @ 9%/ })).toContainText('₹7.55');
  await expect(invoice.getByRole('row', { name: /Total/ })).toContainText('₹99');
  await expect(invoice).toContainText('Rupees Ninety-Nine Only');
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
});

test('a failed payment brings the customer back with a clear message and their details; trying again pays the same booking', async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the failure path is run at the phone size');
  test.slow();
  const held = await holdSlotAsCustomer(page, context, phoneFor(info, '9123450002'), {
    registration: 'KA05MN1234',
    fullName: 'Ravi Kumar',
  });

  // Before paying there is no receipt.
  await page.goto(`${BASE}/bookings/${held.appointmentId}/receipt`);
  await expect(page.getByRole('heading', { name: 'No receipt for this booking yet' })).toBeVisible();
  await expect(page.getByText('wait a minute and reload this page')).toBeVisible();
  // A booking that is not theirs (someone else's answers as one that does not exist): said so, not "wait".
  await page.goto(`${BASE}/bookings/6f1e0c7a-3b2d-4c5e-9a8b-7d6c5b4a3f21/receipt`);
  await expect(page.getByRole('heading', { name: 'This booking is not in your account' })).toBeVisible();
  await expect(page.getByText('wait a minute')).toHaveCount(0);

  await page.goto(held.detailsHref);
  await waitForIslands(page);
  await expect(page.getByLabel('Full name')).toHaveValue('Ravi Kumar');
  await expect(page.getByLabel('Registration number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay ₹199' }).click();
  await expect(page).toHaveURL(/\/dev\/pay\/order_/);
  const order = page.url();
  await payInSandbox(page, 'Make the payment fail');

  await expect(page).toHaveURL(/\/ad-services\/details-capture\?.*payment=failed/);
  expect(new URL(page.url()).searchParams.get('appointmentId')).toBe(held.appointmentId);
  await waitForIslands(page);
  const failure = page.getByRole('alert').filter({ hasText: 'Your payment did not go through' });
  await expect(failure).toContainText('No booking fee was taken');
  await expect(page.getByLabel('Full name')).toHaveValue('Ravi Kumar');

  await failure.getByRole('button', { name: 'Try again' }).click();
  // The same booking pays the same order again.
  await expect(page).toHaveURL(order);
  await expect(page.getByText('Tries so far')).toBeVisible();
  await payInSandbox(page, 'Pay ₹199');
  await expect(page).toHaveURL(`${BASE}/ad-services/confirmation-page?appointmentId=${held.appointmentId}`);
  await expect(page.getByRole('heading', { name: 'Your service is booked' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking details' })).toContainText(referenceOf(held.appointmentId));
});

test('while the bank has not answered, the confirmation says the payment is being confirmed', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'phone', 'run at the phone size');
  const held = await holdSlotAsCustomer(page, context, phoneFor(info, '9123450003'), {
    registration: 'KA05MN1234',
    fullName: 'Meera Iyer',
  });
  await page.goto(held.detailsHref);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Pay ₹199' }).click();
  await payInSandbox(page, 'Bank answers in 2 minutes');
  await expect(page).toHaveURL(`${BASE}/ad-services/confirmation-page?appointmentId=${held.appointmentId}`);
  await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'please keep this page open' })).toBeVisible();
});
