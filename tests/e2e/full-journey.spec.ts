import { expect, test, type Page } from '@playwright/test';
import { chooseKudluGateByPincode, pickSwiftZxiPetrol } from './support/booking';

const CAMPAIGN = { utm_source: 'newsletter', utm_campaign: 'monsoon' };

/** Every step's address keeps the campaign parameters it arrived with. */
async function expectCampaign(page: Page, route: RegExp) {
  await expect(page).toHaveURL(route);
  const params = new URL(page.url()).searchParams;
  expect(params.get('utm_source')).toBe(CAMPAIGN.utm_source);
  expect(params.get('utm_campaign')).toBe(CAMPAIGN.utm_campaign);
  expect(params.getAll('utm_source')).toHaveLength(1);
}
const waitForIslands = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

test('a new visitor chooses service, car, garage and plan, with the campaign carried through every step and a reload losing nothing', async ({
  page,
}) => {
  test.slow();
  await page.goto(`/service-centre/ad-services/home?${new URLSearchParams(CAMPAIGN)}`);
  await page.getByRole('link', { name: /Periodic service/ }).click();
  await expectCampaign(page, /\/ad-services\/periodic-service\?/);

  // The action sits above the menu (and in a bar at the foot of a phone's screen): the first is where a thumb starts.
  await page.getByRole('link', { name: 'Check prices for my car' }).first().click();
  await expectCampaign(page, /\/ad-services\/mmv\?/);
  await pickSwiftZxiPetrol(page);

  await expectCampaign(page, /\/ad-services\/location-vehicle-check\?/);
  await waitForIslands(page);
  // A reload in the middle of the journey keeps the car and the service type.
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByText(/Maruti Suzuki Swift/).first()).toBeVisible();
  await chooseKudluGateByPincode(page);

  await expectCampaign(page, /\/ad-services\/pricing-plans\?.*garageId=[0-9a-f-]{36}/);
  // A petrol Swift at a Bangalore garage: Basic ₹2,799, Advanced ₹4,399 (seed formula, worked out by hand).
  await expect(page.getByRole('heading', { name: 'Car Services at ₹2,799', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Choose Advanced' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Choose Advanced' })).toHaveAttribute('aria-pressed', 'true');
  const summary = page.getByRole('complementary', { name: 'Your booking' });
  await expect(summary).toContainText('Swift');
  await expect(summary).toContainText('Kudlu Gate');
  await expect(summary).toContainText('₹4,399');
  await summary.getByRole('button', { name: 'Continue' }).click();

  await expectCampaign(page, /\/ad-services\/pickup-drop\?/);
  const journey = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sc:journey') ?? '{}'));
  expect(journey).toMatchObject({
    serviceType: 'periodic_service',
    flowTag: 'periodic',
    plan: 'ENHANCED',
    vehicle: { make: 'Maruti Suzuki', model: 'Swift', fuel_type: 'PETROL', variant_name: 'ZXi' },
    garage: { locality: 'Kudlu Gate' },
  });
});
