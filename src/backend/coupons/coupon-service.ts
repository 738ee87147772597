// What a booking pays online: the garage's fee for the service type, less a fee coupon; a service
// coupon is kept for the final bill at the garage. The rule is src/lib/coupons.ts.
import type { Db } from '../platform/db/client';
import { findBookingFees, serviceTypeName } from '../pricing';
import * as repo from './repository';
import { AppError } from '@/contracts/errors';
import type { CouponOutcome } from '@/contracts/payments';
import type { CouponOffer } from '@/contracts/service-home';
import { CouponTargetOf, type ServiceTypeId } from '@/contracts/vocabulary';
import { evaluateCoupon } from '@/lib/coupons';
import { couponsOnOffer } from '@/lib/coupon-offers';
import { bookingFee } from '@/lib/quote';

export interface FeeQuote {
  feePaise: number;
  coupon: CouponOutcome | null;
  /** What the gateway charges. */
  amountDuePaise: number;
  serviceDiscountPaise: number;
}

export interface FeeQuestion {
  garageId: string;
  serviceTypeId: ServiceTypeId;
  couponCode?: string;
  /** The booking asked about: its estimate, its customer and whether it holds the coupon already. */
  booking?: { appointmentId: string; userId: string | null; estimatePaise: number | null };
  /** The signed-in customer asking, when no booking is named: their uses count against the per-customer limit. */
  customerId?: string;
  now: Date;
}

/** The booking fee of a garage and service type, and what a coupon does to it. */
export async function quoteFee(db: Db, q: FeeQuestion): Promise<FeeQuote> {
  const feePaise = bookingFee(await findBookingFees(db, q.garageId), q.serviceTypeId);
  if (feePaise === null) throw new AppError('NO_BOOKING_FEE', 'This service centre does not take online bookings for this service yet');
  if (!q.couponCode) return { feePaise, coupon: null, amountDuePaise: feePaise, serviceDiscountPaise: 0 };
  const code = q.couponCode.toUpperCase();
  const [rule, typeName, held] = await Promise.all([
    repo.findCoupon(db, code),
    serviceTypeName(db, q.serviceTypeId),
    q.booking ? repo.redemptionOf(db, q.booking.appointmentId) : undefined,
  ]);
  const userId = q.booking?.userId ?? q.customerId ?? null;
  const verdict = evaluateCoupon(rule ?? null, {
    now: q.now,
    serviceTypeId: q.serviceTypeId,
    serviceTypeName: typeName,
    feePaise,
    serviceEstimatePaise: q.booking?.estimatePaise ?? null,
    customerUses: userId ? await repo.customerUses(db, code, userId, q.booking?.appointmentId ?? null) : 0,
    heldByThisBooking: held?.couponCode === code,
  });
  if (!verdict.applied)
    return {
      feePaise,
      coupon: { code, applied: false, message: verdict.message, target: null, discount_paise: 0 },
      amountDuePaise: feePaise,
      serviceDiscountPaise: 0,
    };
  const onFee = verdict.target === CouponTargetOf.FEE;
  return {
    feePaise,
    coupon: { code, applied: true, message: verdict.message, target: verdict.target, discount_paise: verdict.discountPaise },
    amountDuePaise: onFee ? feePaise - verdict.discountPaise : feePaise,
    serviceDiscountPaise: onFee ? 0 : verdict.discountPaise,
  };
}

/**
 * Makes the appointment hold the coupon it is paid with (giving back one it held before); answers
 * false when the coupon's last use has just gone to someone else.
 */
export async function holdCoupon(tx: Db, appointmentId: string, userId: string | null, code: string | null): Promise<boolean> {
  const held = await repo.redemptionOf(tx, appointmentId);
  if (held?.couponCode === code) return true;
  if (held) await repo.releaseCoupon(tx, appointmentId);
  return code ? repo.reserveCoupon(tx, code, appointmentId, userId) : true;
}

/** The coupons a visitor can use at `now`, with their own descriptions (src/lib/coupon-offers.ts). */
export async function listCouponsOnOffer(db: Db, now: Date): Promise<CouponOffer[]> {
  return couponsOnOffer(await repo.findActiveCoupons(db), now).map((c) => ({ code: c.code, description: c.description }));
}

export { releaseCoupon } from './repository';
