import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  BASE,
  KUDLU_GATE,
  addPickupAddress,
  appointmentOf,
  bookAndPay,
  chooseSwiftAtKudluGate,
  createAppointment,
  holdSlot,
  phoneFor,
  signIn,
  signedInRequest,
  slotsOf,
} from './support/booking';

const FLOW = `${BASE}/ad-services`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day strip tab by its date, '2026-12-04' → the tab reading '4 Dec'. */
const dayTab = (page: Page, date: string) => {
  const [, month, day] = date.split('-').map(Number);
  return page.getByRole('tab', { name: new RegExp(`\\b${day} ${MONTHS[month! - 1]}\\b`) });
};
/** Kudlu Gate's slot times (seed catalogue.json), by their IST start hour, as the screen writes them. */
const LABELS: Record<string, string> = {
  '10': '10:00 AM - 12:00 PM',
  '12': '12:00 PM - 2:00 PM',
  '14': '2:00 PM - 4:00 PM',
  '16': '4:00 PM - 6:00 PM',
  '18': '6:00 PM - 8:00 PM',
};
const labelOf = (slot: { startTime: string }) => LABELS[slot.startTime.slice(11, 13)]!;
const slotsPanel = (page: Page) => page.getByRole('tabpanel');
const firstOpenSlot = (page: Page) => slotsPanel(page).getByRole('radio', { disabled: false }).first();
const waitForIslands = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);
/** No accessibility violations and no sideways scrolling. */
async function expectTidy(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a customer drops their car at the centre: chooses a slot, keeps it over a reload, and goes on to their details', async ({
  page,
  context,
}, info) => {
  test.slow();
  await signIn(page, context, phoneFor(info, '9123450101'));
  const a = await createAppointment(page.request, {
    type: 'SELF_DROP',
    registration: info.project.name === 'phone' ? 'KA05MN2001' : 'KA05MN2002',
  });

  await page.goto(`${FLOW}/self-drop?appointmentId=${a.appointment_id}&garageId=${KUDLU_GATE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Drop your car at the service centre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service Centre Kudlu Gate' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.getByRole('link', { name: 'Call +91 80 4125 6780' })).toHaveAttribute('href', 'tel:+918041256780');
  await expect(page.getByRole('row', { name: 'Mon–Fri 10:00 am–08:00 pm' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Sat and Sun 10:00 am–06:00 pm' })).toBeVisible();
  await expectTidy(page);
  await page.getByRole('link', { name: 'Choose a drop-off time' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/ad-services/slot-selection\\?appointmentId=${a.appointment_id}&garageId=${KUDLU_GATE}&slot_type=SELF_DROP`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a slot' })).toBeVisible();
  await expect(page.getByText('All times are in India Standard Time (IST).')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Your booking' });
  await expect(summary).toContainText('Self-drop at the centre');
  await expect(summary).toContainText('Maruti Suzuki Swift · Petrol');
  await waitForIslands(page);

  // The strip opens on the first day with a free slot; every slot reads 'h:mm a - h:mm a'.
  await expect(page.getByRole('tab', { selected: true })).toContainText(/\d+ open/);
  const slot = firstOpenSlot(page);
  const time = (await slot.getAttribute('aria-labelledby'))!;
  const label = (await page.locator(`[id="${time}"]`).textContent())!;
  expect(label).toMatch(/^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/);
  await expect(slot).toHaveAccessibleDescription(/\d+ left/);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await slot.check();
  await expect(page.getByText(`Your slot: `)).toContainText(label);
  await expectTidy(page);

  await page.reload();
  await waitForIslands(page);
  await expect(slotsPanel(page).getByRole('radio', { name: label, exact: true })).toBeChecked();
  await continueButton.click();

  await expect(page).toHaveURL(new RegExp(`/ad-services/details-capture\\?appointmentId=${a.appointment_id}&garageId=${KUDLU_GATE}`));
  const held = await appointmentOf(page.request, a.appointment_id);
  expect(held.booking_details.booking_status).toBe('HELD');
});

test.describe('at phone size only', () => {
  test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'one run of each failure is enough'));

  test('a full slot cannot be chosen, and a slot taken while choosing is refused with the times refreshed', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await signIn(page, context, '9123450102');
    const mine = await createAppointment(page.request, { type: 'PICK_AND_DROP', registration: 'KA05MN2101' });
    await addPickupAddress(page.request, mine.appointment_id);

    // Two pick-up slots of two places each (weekday 6 PM - 8 PM, weekend 4 PM - 6 PM), far in the window, on different days.
    const small = (await slotsOf(page.request, 'PICK_AND_DROP')).filter((s) => s.count === 2 && s.left === 2 && !s.disabled).reverse();
    const full = small[0]!;
    const raced = small.find((s) => s.date !== full.date)!;
    const others = await signedInRequest(playwright, baseURL!, context, '9123450103');
    const take = async (slotId: string, registrations: string[]) => {
      for (const registration of registrations) {
        const a = await createAppointment(others, { type: 'PICK_AND_DROP', registration });
        await addPickupAddress(others, a.appointment_id);
        await holdSlot(others, a.appointment_id, slotId);
      }
    };
    await take(full.id, ['KA05MN2102', 'KA05MN2103']);

    await page.goto(
      `${FLOW}/slot-selection?appointmentId=${mine.appointment_id}&garageId=${KUDLU_GATE}&slot_type=PICK_AND_DROP&pincode=560068`,
    );
    await expect(page.getByText('Pick-up slots can be booked until 2 hours before they start.')).toBeVisible();
    await dayTab(page, full.date).click();
    const fullSlot = slotsPanel(page).getByRole('radio', { name: labelOf(full), exact: true });
    await expect(fullSlot).toBeDisabled();
    await expect(fullSlot).toHaveAccessibleDescription('Full');

    await dayTab(page, raced.date).click();
    const racedSlot = slotsPanel(page).getByRole('radio', { name: labelOf(raced), exact: true });
    await expect(racedSlot).toHaveAccessibleDescription(/2 left/);
    await racedSlot.check();
    await take(raced.id, ['KA05MN2104', 'KA05MN2105']);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      "Sorry, someone has just taken that slot. We've refreshed the times: please choose another one.",
    );
    await expect(page).toHaveURL(/\/ad-services\/slot-selection\?/);
    await expect(racedSlot).toBeDisabled();
    await expect(racedSlot).toHaveAccessibleDescription(/Full/);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect((await appointmentOf(page.request, mine.appointment_id)).booking_details.booking_status).toBeNull();
    await others.dispose();
  });

  test('a customer moves their booked slot to another one', async ({ page, context }) => {
    await signIn(page, context, '9123450104');
    const a = await createAppointment(page.request, { type: 'SLOT_BOOKING', registration: 'KA05MN2201' });
    const booked = await bookAndPay(page, a.appointment_id);

    await page.goto(`${FLOW}/slot-selection?appointmentId=${a.appointment_id}&reschedule=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new slot' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your current slot' })).toContainText(
      /(Today|Tomorrow|\w{3} \d{1,2}(st|nd|rd|th) \w{3}), \d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)/,
    );
    await waitForIslands(page);
    await dayTab(page, booked.booking_details.appointment_date).click();
    const current = slotsPanel(page).getByRole('radio', {
      name: labelOf({ startTime: booked.booking_details.slot_details.start_time }),
      exact: true,
    });
    await expect(current).toBeDisabled();
    await expect(current).toHaveAccessibleDescription(/Your current slot/);

    // Any other open slot: on the current slot's day when one is left (late in the day there is none).
    await page
      .getByRole('tab', { name: /\d+ open$/ })
      .first()
      .click();
    await firstOpenSlot(page).check();
    await page.getByRole('button', { name: 'Confirm the new slot' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/ad-services/appointment-confirmation\\?appointmentId=${a.appointment_id}&garageId=${KUDLU_GATE}&rescheduled=1`),
    );
    const moved = await appointmentOf(page.request, a.appointment_id);
    expect(moved.status).toBe('RESCHEDULED');
    expect(moved.booking_details.slot_id).not.toBe(booked.booking_details.slot_id);
  });

  test('each way of handing over the car leads to its own screen', async ({ page, context }) => {
    test.slow();
    await signIn(page, context, '9123450105');
    await chooseSwiftAtKudluGate(page, { registration: 'KA05MN2301' });
    const handover = async (option: RegExp) => {
      await page.goto(`${FLOW}/pickup-drop`);
      await waitForIslands(page);
      await page.getByRole('radio', { name: option }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    };

    await handover(/^Self-drop/);
    await expect(page).toHaveURL(/\/ad-services\/self-drop\?appointmentId=[0-9a-f-]{36}&garageId=/);
    await page.getByRole('link', { name: 'Choose a drop-off time' }).click();
    await expect(page).toHaveURL(/\/ad-services\/slot-selection\?.*slot_type=SELF_DROP/);
    await expect(page.getByText('Choose when you will drop your car at Service Centre Kudlu Gate.')).toBeVisible();

    await handover(/^Wait at the centre/);
    await expect(page).toHaveURL(/\/ad-services\/slot-selection\?.*slot_type=SLOT_BOOKING/);
    await expect(page.getByRole('complementary', { name: 'Your booking' })).toContainText('Wait at the centre');

    await handover(/^Pick-up and drop/);
    await expect(page).toHaveURL(/\/ad-services\/address-selection\?appointmentId=/);
    // Without its pick-up address a pick-and-drop booking has no slot to choose yet.
    const id = new URL(page.url()).searchParams.get('appointmentId');
    await page.goto(`${FLOW}/slot-selection?appointmentId=${id}&garageId=${KUDLU_GATE}&slot_type=PICK_AND_DROP&pincode=560068`);
    await expect(page).toHaveURL(/\/ad-services\/address-selection\?/);
  });

  test('a link without the slot type says so and offers the slots of the booking', async ({ page, context }) => {
    await signIn(page, context, '9123450106');
    const a = await createAppointment(page.request, { type: 'SLOT_BOOKING', registration: 'KA05MN2401' });
    await page.goto(`${FLOW}/slot-selection?appointmentId=${a.appointment_id}&garageId=${KUDLU_GATE}`);
    await expect(page.getByRole('alert')).toContainText('Slot type not found');
    await page.getByRole('link', { name: 'Show the slots for this booking' }).click();
    await expect(page).toHaveURL(/slot_type=SLOT_BOOKING/);
    await expect(firstOpenSlot(page)).toBeEnabled();
  });
});
