import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BASE, signIn } from './support/booking';
import { bookPaid } from './support/booking-api';
import { moveTo, ok, passQualityCheck } from './support/workshop-api';
import { lookAt } from './support/shots';

// The console board (docs/decisions/050) with a car that moves through it. A booking is made for a
// later day (slots close before they start), so this file runs its own server whose backend clock the
// test moves (TEST_CLOCK_FILE) to the booked day's first minutes: the booking is then one of today's
// arrivals. Its own server, so no other file's test sees the moved clock; its own data, so the counts
// below are the whole board's.
// A port of its own, away from the suite's server and any other run on the machine (a port taken makes the server exit, which fails below),
// and below Linux's ephemeral ports (32768 and up), which the suite's own connections take: picked from 20000–39999, the server once exited in a full run.
const PORT = 20_000 + Math.floor(Math.random() * 12_000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The console's interval between polls (CONSOLE_POLL_SECONDS in src/lib/live-updates.ts). */
const CONSOLE_POLL_MS = 20_000;
const dir = mkdtempSync(path.join(tmpdir(), 'sc-board-'));
const clockFile = path.join(dir, 'clock');
let server: ChildProcess | undefined;

test.use({ baseURL: ORIGIN });
test.beforeEach(({}, info) =>
  test.skip(info.project.name !== 'desktop', 'the board is for a desktop and a tablet; its phone layout is checked inside'),
);
test.beforeAll(async ({}, info) => {
  if (info.project.name !== 'desktop') return;
  // A fresh server migrates and seeds its database first, as the suite's own does (its webServer waits 120 s).
  test.setTimeout(150_000);
  writeFileSync(clockFile, '0');
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      TEST_CLOCK_FILE: clockFile,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (server?.exitCode === null ? (await fetch(`${ORIGIN}${BASE}/api/health`).catch(() => null))?.status : 'exited'), {
      timeout: 120_000,
      intervals: [250],
    })
    .toBe(200);
  expect(server.exitCode, 'the board server exited: its port was taken?').toBeNull();
});
test.afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** Moves the backend's clock to an IST moment (the pages and the browser keep the real time). */
const setClock = (day: string, clock: string) => writeFileSync(clockFile, String(Date.parse(`${day}T${clock}:00+05:30`) - Date.now()));

const COLUMNS = ['arrivals', 'inspection', 'approval', 'in-progress', 'quality-check', 'bill', 'ready', 'delivered'] as const;

/** The board after a reload: the card in `column` and in no other place, and every column's count as typed. */
async function expectOnBoard(staff: Page, appointmentId: string, column: (typeof COLUMNS)[number], counts: number[]) {
  await staff.reload();
  const card = `[data-appointment="${appointmentId}"]`;
  await expect(staff.locator(`[data-column="${column}"] ${card}`)).toHaveCount(1);
  await expect(staff.locator(card)).toHaveCount(1);
  const shown = await staff.locator('[data-column] [data-count]').allTextContents();
  expect(Object.fromEntries(COLUMNS.map((c, i) => [c, Number(shown[i])]))).toEqual(
    Object.fromEntries(COLUMNS.map((c, i) => [c, counts[i]])),
  );
}

test("a car moves across the board: today's arrival, inspection, waiting for approval, in progress, quality check, bill, ready for delivery, delivered today", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  await signIn(page, context, '9345811301');
  const booked = await bookPaid(page, 'KA05BD7301');
  const id: string = booked.appointment_id;
  const day: string = booked.booking_details.appointment_date;

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await signIn(staff, staffContext, '9000000002', `${BASE}/staff/console`);
  // Booked for a later day: below the board, under its day, and no column counts it.
  const upcoming = staff.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.locator(`[data-appointment="${id}"]`)).toContainText('KA 05 BD 7301');
  await expect(staff.locator(`[data-column] [data-appointment="${id}"]`)).toHaveCount(0);
  await expect(staff.locator('[data-column] [data-count]')).toHaveText(['0', '0', '0', '0', '0', '0', '0', '0']);
  // Empty columns stay, saying so.
  await expect(staff.getByRole('region', { name: 'Bill' })).toContainText('None');

  // The booked day, just after midnight: one of today's arrivals, its slot still ahead (not late). A
  // staff session lasts a working day on the backend's clock, so whether this one has run out by
  // then depends on the hour the test runs: the advisor signs out, and in again on the moved clock.
  // Sign out goes to the sign-in page by itself: wait for it, or the next goto races that navigation.
  await staff.getByRole('button', { name: 'Sign out' }).click();
  await expect(staff).toHaveURL(/\/sign-in\?/);
  await expect(staff.getByRole('button', { name: /Sign(ing)? out/ })).toHaveCount(0);
  setClock(day, '00:05');
  // The console asks for its list as soon as its island runs, not only at its 20 s interval: news
  // that came while the page was on its way shows at once (decision 064).
  const shownAt: number[] = [];
  const askedAt: number[] = [];
  staff.on('framenavigated', (frame) => {
    if (frame === staff.mainFrame() && new URL(frame.url()).pathname === `${BASE}/staff/console`) shownAt.push(Date.now());
  });
  staff.on('request', (request) => {
    if (new URL(request.url()).pathname === `${BASE}/api/console-appointments`) askedAt.push(Date.now());
  });
  await signIn(staff, staffContext, '9000000002', `${BASE}/staff/console`);
  await expectOnBoard(staff, id, 'arrivals', [1, 0, 0, 0, 0, 0, 0, 0]);
  await expect.poll(() => askedAt.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(askedAt[0]! - shownAt[0]!).toBeLessThan(CONSOLE_POLL_MS);
  const card = staff.locator(`[data-appointment="${id}"]`);
  await expect(card.locator('summary.board-card__summary')).toContainText('KA 05 BD 7301');
  await expect(card.locator('summary.board-card__summary')).toContainText('Test Customer');
  await expect(card.locator('summary.board-card__summary')).toContainText('Periodic service');
  await expect(card.locator('summary.board-card__summary')).toContainText('Not checked in');
  // The flag itself, not any text holding 'late' (the check-in's 'Number on the plate' does).
  await expect(card.locator('.board-card__flag', { hasText: 'Late' })).toHaveCount(0);
  // Its actions wait inside the card; opened, it stays open through the reloads below.
  await expect(card.getByRole('button', { name: 'Check in' })).toBeHidden();
  await card.locator('summary.board-card__summary').click();
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.locator('.console__stage')).toHaveText('Car at garage');
  await expectOnBoard(staff, id, 'inspection', [0, 1, 0, 0, 0, 0, 0, 0]);
  await expect(card.getByRole('button', { name: 'Move to: Inspection under way' })).toBeVisible();

  // The rest through the API, as the console's buttons call it, with the staff's session.
  const staffApi = staffContext.request;
  const orderId = new URL(
    (await card.getByRole('link', { name: "The customer's timeline" }).getAttribute('href')) ?? '',
    ORIGIN,
  ).searchParams.get('orderId')!;
  await moveTo(staffApi, orderId, 'SURVEY');
  await expectOnBoard(staff, id, 'inspection', [0, 1, 0, 0, 0, 0, 0, 0]);
  // An extra part for the customer to answer: the estimate then waits for them.
  const pads = {
    part_name: 'Front brake pads replacement',
    catalogue_item_id: 'brake-pads-front',
    net_labour_cost: 45_000,
    net_part_cost: 180_000,
    net_service_cost: 0,
  };
  await ok(staffApi.post(`${BASE}/api/garage-timeline/${orderId}/lines`, { data: pads }));
  const sent = await moveTo(staffApi, orderId, 'ESTIMATE_APPROVAL_PENDING');
  await expectOnBoard(staff, id, 'approval', [0, 0, 1, 0, 0, 0, 0, 0]);
  await lookAt(staff, 'console-board');
  const padsLine = (sent.damages as { id: string; origin: string }[]).find((d) => d.origin === 'EXTRA')!.id;
  await ok(
    page.request.post(`${BASE}/api/line-item-status`, {
      data: { order_id: orderId, decisions: [{ line_id: padsLine, status: 'APPROVED' }] },
    }),
  );
  await ok(page.request.post(`${BASE}/api/line-item-approve`, { data: { order_id: orderId } }));
  await expectOnBoard(staff, id, 'in-progress', [0, 0, 0, 1, 0, 0, 0, 0]);
  await moveTo(staffApi, orderId, 'REPAIR_IN_PROGRESS');
  await expectOnBoard(staff, id, 'in-progress', [0, 0, 0, 1, 0, 0, 0, 0]);
  await moveTo(staffApi, orderId, 'QUALITY_CHECK');
  await expectOnBoard(staff, id, 'quality-check', [0, 0, 0, 0, 1, 0, 0, 0]);
  await passQualityCheck(staffApi, orderId);
  await moveTo(staffApi, orderId, 'PAYMENT_PENDING');
  await expectOnBoard(staff, id, 'bill', [0, 0, 0, 0, 0, 1, 0, 0]);
  await ok(staffApi.post(`${BASE}/api/garage-timeline/${orderId}/bill/paid`, { data: { method: 'UPI' } }));
  await expectOnBoard(staff, id, 'ready', [0, 0, 0, 0, 0, 0, 1, 0]);
  // Delivered from the card's own button, with the clock back at the real time: the delivery's moment
  // is the database's own (its timeline event), which the test's clock does not move.
  writeFileSync(clockFile, '0');
  await card.getByRole('button', { name: 'Move to: Car delivered' }).click();
  await expect(card.locator('.console__stage')).toHaveText('Car delivered');
  await expectOnBoard(staff, id, 'delivered', [0, 0, 0, 0, 0, 0, 0, 1]);
  if (process.env.E2E_SHOTS) await staff.screenshot({ path: `${process.env.E2E_SHOTS}/console-board-1280.png`, fullPage: true });

  // It stays for the rest of the day, and leaves the board at midnight IST.
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  setClock(today, '23:59');
  await expectOnBoard(staff, id, 'delivered', [0, 0, 0, 0, 0, 0, 0, 1]);
  const nextDay = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  setClock(nextDay, '00:00');
  await staff.reload();
  await expect(staff.locator(`[data-appointment="${id}"]`)).toHaveCount(0);
  await staffContext.close();
});

test("an advisor finds a car by its registration number typed any way, or by the phone's last digits; a search that finds nothing says so", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  await signIn(page, context, '9345811302');
  const wanted = await bookPaid(page, 'KA05BD7302');
  const other = await bookPaid(page, 'KA05BD7303');
  const staffContext = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const staff = await staffContext.newPage();
  // The Kudlu Gate advisor, whose centre the cars are booked at.
  await signIn(staff, staffContext, '9000000001', `${BASE}/staff/console`);
  const search = staff.getByRole('search');
  const cardOf = (a: { appointment_id: string }) => staff.locator(`[data-appointment="${a.appointment_id}"]`);
  await expect(cardOf(wanted)).toHaveCount(1);
  await expect(cardOf(other)).toHaveCount(1);

  await search.getByLabel('Find a car by registration number or phone').fill('ka05bd7302');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(staff).toHaveURL(/\?q=ka05bd7302$/);
  await expect(cardOf(wanted)).toHaveCount(1);
  await expect(cardOf(other)).toHaveCount(0);
  await expect(staff.getByRole('status').filter({ hasText: 'match' })).toHaveText('1 car matches “KA05BD7302”.');

  // Both cars are this customer's: the phone's last digits find both.
  await search.getByLabel('Find a car by registration number or phone').fill('811302');
  await search.getByLabel('Find a car by registration number or phone').press('Enter');
  await expect(staff).toHaveURL(/\?q=811302$/);
  await expect(cardOf(wanted)).toHaveCount(1);
  await expect(cardOf(other)).toHaveCount(1);

  await search.getByLabel('Find a car by registration number or phone').fill('KA 99 ZZ 0000');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'No car matches' })).toHaveText(
    "No car matches “KA 99 ZZ 0000”. Check the registration number, or type the last digits of the customer's phone.",
  );
  await expect(staff.locator('[data-appointment]')).toHaveCount(0);
  if (process.env.E2E_SHOTS) await staff.screenshot({ path: `${process.env.E2E_SHOTS}/console-board-no-match-768.png`, fullPage: true });
  await search.getByRole('link', { name: 'Show all' }).click();
  await expect(cardOf(wanted)).toHaveCount(1);
  await expect(cardOf(other)).toHaveCount(1);
  await staffContext.close();
});
