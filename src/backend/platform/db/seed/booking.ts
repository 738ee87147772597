// Demo data of booking and paying (README "Demo data"): coupons, public holidays, the garages' GST
// registrations (fictional, with valid check characters) and one closure.
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { CampaignSourceOf, CouponKindOf, CouponTargetOf, ServiceKind } from '@/contracts/vocabulary';
import { addDays } from '@/lib/ist-calendar';

const IST = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The chain's legal entity and its GSTIN in each state (one PAN, one registration per state). */
export const DEMO_GST = {
  legalName: 'Service Centre Auto Care Private Limited',
  byState: { Karnataka: '29AAPCS1234K1ZY', Telangana: '36AAPCS1234K1Z3', Delhi: '07AAPCS1234K1Z4', Gujarat: '24AAPCS1234K1Z8' } as Record<
    string,
    string
  >,
};

export const DEMO_COUPONS: (typeof t.coupons.$inferInsert)[] = [
  {
    code: 'FIRST50',
    description: '50% off your first booking fee',
    kind: CouponKindOf.PERCENT,
    value: 50,
    target: CouponTargetOf.FEE,
    validFrom: IST('2026-01-01'),
    validUntil: IST('2028-01-01'),
    perCustomerLimit: 1,
    totalLimit: 10_000,
  },
  {
    code: 'SAVE100',
    description: '₹100 off a booking fee of ₹199 or more',
    kind: CouponKindOf.FLAT,
    value: 10_000,
    target: CouponTargetOf.FEE,
    minAmountPaise: 19_900,
    validFrom: IST('2026-01-01'),
    validUntil: IST('2028-01-01'),
  },
  {
    code: 'SERVICE500',
    description: '₹500 off a periodic service of ₹3,000 or more, on the bill at the garage',
    kind: CouponKindOf.FLAT,
    value: 50_000,
    target: CouponTargetOf.SERVICE,
    minAmountPaise: 300_000,
    validFrom: IST('2026-01-01'),
    validUntil: IST('2028-01-01'),
    perCustomerLimit: 1,
    serviceTypes: [ServiceKind.periodic_service],
  },
  {
    code: 'SPA15',
    description: '15% off car spa and cleaning (up to ₹300), on the bill at the garage',
    kind: CouponKindOf.PERCENT,
    value: 15,
    target: CouponTargetOf.SERVICE,
    minAmountPaise: 50_000,
    maxDiscountPaise: 30_000,
    validFrom: IST('2026-01-01'),
    validUntil: IST('2028-01-01'),
    serviceTypes: [ServiceKind.car_spa_and_cleaning],
  },
  {
    code: 'MONSOON25',
    description: '25% off the booking fee in the monsoon',
    kind: CouponKindOf.PERCENT,
    value: 25,
    target: CouponTargetOf.FEE,
    validFrom: IST('2026-06-01'),
    validUntil: IST('2026-10-01'),
  },
  {
    code: 'LAUNCH10',
    description: '₹10 off the booking fee for the first three bookings',
    kind: CouponKindOf.FLAT,
    value: 1_000,
    target: CouponTargetOf.FEE,
    validFrom: IST('2026-01-01'),
    validUntil: IST('2028-01-01'),
    totalLimit: 3,
    usedCount: 3,
  },
  {
    code: 'NEWYEAR27',
    description: '20% off the booking fee from New Year 2027',
    kind: CouponKindOf.PERCENT,
    value: 20,
    target: CouponTargetOf.FEE,
    validFrom: IST('2027-01-01'),
    validUntil: IST('2027-02-01'),
  },
];

/** Kudlu Gate's demo campaigns (README "QR campaigns"): a green QR poster and a video's offer. */
export const KUDLU_GATE_ID = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
export const DEMO_CAMPAIGNS: (typeof t.campaigns.$inferInsert)[] = [
  {
    code: 'kudlu-gate-poster',
    garageId: KUDLU_GATE_ID,
    source: CampaignSourceOf.qr_online_campaign,
    color: 'green',
    title: '20% off your booking fee',
    description: 'Scanned at Kudlu Gate: 20% off the booking fee of any service, once per car.',
    kind: CouponKindOf.PERCENT,
    value: 20,
    target: CouponTargetOf.FEE,
    validFrom: IST('2026-01-01'),
    validUntil: IST('2028-01-01'),
    totalLimit: 500,
  },
  {
    code: 'kudlu-gate-video',
    garageId: KUDLU_GATE_ID,
    source: CampaignSourceOf.video_offer,
    color: 'red',
    title: '₹300 off your periodic service',
    description: 'From our service video: ₹300 off a periodic service at Kudlu Gate, on the bill at the garage.',
    kind: CouponKindOf.FLAT,
    value: 30_000,
    target: CouponTargetOf.SERVICE,
    serviceTypes: [ServiceKind.periodic_service],
    validFrom: IST('2026-01-01'),
    validUntil: IST('2028-01-01'),
    totalLimit: 200,
  },
];

/** National holidays on which the centres close (gazetted by the Government of India). */
export const DEMO_HOLIDAYS = [
  { holidayOn: '2026-12-25', name: 'Christmas' },
  { holidayOn: '2027-01-26', name: 'Republic Day' },
  { holidayOn: '2027-08-15', name: 'Independence Day' },
  { holidayOn: '2027-10-02', name: 'Gandhi Jayanti' },
];

/** Adds what booking needs to the demo garages (once; later starts change nothing). */
export async function seedBookingData(db: Db, today: string): Promise<void> {
  await db.insert(t.coupons).values(DEMO_COUPONS).onConflictDoNothing();
  await db.insert(t.holidays).values(DEMO_HOLIDAYS).onConflictDoNothing();
  if ((await db.select({ id: t.garages.id }).from(t.garages).where(eq(t.garages.id, KUDLU_GATE_ID))).length > 0)
    await db.insert(t.campaigns).values(DEMO_CAMPAIGNS).onConflictDoNothing();
  for (const garage of await db.select().from(t.garages)) {
    const gstin = DEMO_GST.byState[garage.state];
    if (gstin && !garage.gstin) await db.update(t.garages).set({ gstin, legalName: DEMO_GST.legalName }).where(eq(t.garages.id, garage.id));
    // One closure inside the first fortnight, so the slot screen shows a closed day.
    if (garage.code === 'GOT') {
      const closedOn = addDays(today, 6);
      await db.insert(t.garageClosures).values({ garageId: garage.id, closedOn, reason: 'Annual maintenance' }).onConflictDoNothing();
    }
  }
}
