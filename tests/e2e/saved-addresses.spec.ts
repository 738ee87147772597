import { expect, test, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { BASE, KUDLU_GATE, createAppointment, phoneFor, signIn } from './support/booking';
import { ok } from './support/workshop-api';
import { phoneOnlyExcept } from './support/sizes';

// The pick-up address step of a customer with saved addresses: each one a card to choose, the
// street, the area and the landmark on lines of their own, and "A new address" last, a card like
// them. The cards stand one under another on a phone and two a row on a desktop: both sizes run.
phoneOnlyExcept(/^saved addresses are cards/);

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b, 'the element is laid out').not.toBeNull();
  return b!;
};
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('saved addresses are cards with one part of the address a line, the landmark said once, and a new address last', async ({
  page,
  context,
}, info) => {
  test.slow();
  await signIn(page, context, phoneFor(info, '9345800041'));
  // Saved oldest first: the list shows the newest first.
  for (const address of [
    {
      house_number: '14',
      line: '3rd Cross, Kudlu Main Road',
      locality: 'Kudlu Gate',
      description: 'near Kudlu Gate metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560068',
    },
    {
      line: 'Flat 402, Lake View Apartments, 27th Main Road',
      locality: 'HSR Layout',
      description: 'Forum Mall',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560102',
    },
  ]) {
    await ok(page.request.post(`${BASE}/api/users-address`, { data: { address } }));
  }
  const appointment = await createAppointment(page.request, { type: 'PICK_AND_DROP' });
  await page.goto(`${BASE}/ad-services/address-selection?appointmentId=${appointment.appointment_id}&garageId=${KUDLU_GATE}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

  const group = page.getByRole('group', { name: 'Choose the pick-up address' });
  const radios = group.getByRole('radio');
  await expect(radios).toHaveCount(3);
  const cards = group.locator('label');
  const hsr = cards.nth(0);
  const kudlu = cards.nth(1);
  const fresh = cards.nth(2);
  // Each part on its own line, in words typed out from the addresses above.
  await expect(hsr.locator('.pick-card__body > span')).toHaveText([
    'Flat 402, Lake View Apartments, 27th Main Road',
    'HSR Layout, Bengaluru 560102',
    'Near Forum Mall',
  ]);
  // The customer's landmark already says "near": it is not said twice.
  await expect(kudlu.locator('.pick-card__body > span')).toHaveText([
    '14, 3rd Cross, Kudlu Main Road',
    'Kudlu Gate, Bengaluru 560068',
    'near Kudlu Gate metro',
  ]);
  await expect(group).not.toContainText(/near near/i);
  await expect(fresh.locator('.pick-card__body > span').first()).toHaveText('A new address');
  // The newest is chosen first.
  await expect(hsr.getByRole('radio')).toBeChecked();

  // The boxes: no two cards overlap, and the new address is a card of the same width.
  const [hsrBox, kudluBox, freshBox] = [await box(hsr), await box(kudlu), await box(fresh)];
  expect(overlap(hsrBox, kudluBox)).toBe(false);
  expect(overlap(hsrBox, freshBox)).toBe(false);
  expect(overlap(kudluBox, freshBox)).toBe(false);
  expect(Math.round(freshBox.width)).toBe(Math.round(hsrBox.width));
  if (info.project.name === 'phone') {
    // One under another, as wide as the screen allows (16 px margins on 390).
    expect(kudluBox.y).toBeGreaterThanOrEqual(hsrBox.y + hsrBox.height);
    expect(freshBox.y).toBeGreaterThanOrEqual(kudluBox.y + kudluBox.height);
    expect(Math.round(hsrBox.width)).toBe(358);
  } else {
    // Two a row: the second beside the first, the new address under the first.
    expect(Math.round(kudluBox.y)).toBe(Math.round(hsrBox.y));
    expect(kudluBox.x).toBeGreaterThanOrEqual(hsrBox.x + hsrBox.width);
    expect(freshBox.y).toBeGreaterThanOrEqual(hsrBox.y + Math.max(hsrBox.height, kudluBox.height));
  }
  // Inside a card: the radio left of the text, the street above the area above the landmark, all inside the card.
  for (const card of [hsr, kudlu]) {
    const cardBox = await box(card);
    const radio = await box(card.getByRole('radio'));
    const [street, area, landmark] = await Promise.all(
      ['.saved-address__street', '.saved-address__area', '.saved-address__landmark'].map((c) => box(card.locator(c))),
    );
    expect(radio.x + radio.width).toBeLessThanOrEqual(street!.x);
    expect(area!.y).toBeGreaterThanOrEqual(street!.y + street!.height);
    expect(landmark!.y).toBeGreaterThanOrEqual(area!.y + area!.height);
    expect(Math.round(area!.x)).toBe(Math.round(street!.x));
    expect(Math.round(landmark!.x)).toBe(Math.round(street!.x));
    for (const part of [radio, street!, area!, landmark!]) {
      expect(part.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(part.x + part.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(part.y + part.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(info.project.name === 'phone' ? 390 : 1280);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The whole card chooses; a new address opens the form; the other saved one goes on to its slots.
  await fresh.click();
  await expect(fresh.getByRole('radio')).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Add the pick-up address' })).toBeVisible();
  await kudlu.locator('.saved-address__landmark').click();
  await expect(kudlu.getByRole('radio')).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Add the pick-up address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to choose a slot' }).click();
  await expect(page).toHaveURL(new RegExp(`/ad-services/slot-selection\\?appointmentId=${appointment.appointment_id}.*pincode=560068`));
});
