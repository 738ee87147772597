import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { couponRedemptions, coupons } from '../platform/db/schema';

export type CouponRow = typeof coupons.$inferSelect;

/** Coupons switched on, whatever their window and uses. */
export function findActiveCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.isActive, true));
}

export async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** How many of the customer's other appointments hold the coupon. */
export async function customerUses(db: Db, code: string, userId: string, appointmentId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponCode, code),
        eq(couponRedemptions.userId, userId),
        appointmentId ? ne(couponRedemptions.appointmentId, appointmentId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function redemptionOf(db: Db, appointmentId: string) {
  const [row] = await db.select().from(couponRedemptions).where(eq(couponRedemptions.appointmentId, appointmentId));
  return row;
}

/**
 * Counts one use of a coupon against its total, by one guarded write (`used_count < total_limit`),
 * and records it for the appointment. False when the last use went to someone else first.
 */
export async function reserveCoupon(db: Db, code: string, appointmentId: string, userId: string | null): Promise<boolean> {
  const counted = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.code, code), sql`(${coupons.totalLimit} is null or ${coupons.usedCount} < ${coupons.totalLimit})`))
    .returning({ code: coupons.code });
  if (counted.length === 0) return false;
  await db.insert(couponRedemptions).values({ couponCode: code, appointmentId, userId });
  return true;
}

/** Gives an appointment's coupon back (cancelled, or paid without it). */
export async function releaseCoupon(db: Db, appointmentId: string): Promise<void> {
  const removed = await db
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.appointmentId, appointmentId))
    .returning({ code: couponRedemptions.couponCode });
  for (const { code } of removed) {
    await db
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.code, code));
  }
}
