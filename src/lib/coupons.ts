// Whether a coupon applies to a booking, and what it takes off: the booking fee (paid online) or
// the service (taken off the final bill at the garage). Pure: the time and the counts are arguments.
import { CouponKindOf, CouponTargetOf, type CouponKind, type CouponTarget, type ServiceTypeId } from '@/contracts/vocabulary';
import { formatInr } from './money';

export interface CouponRule {
  code: string;
  kind: CouponKind;
  /** A percentage (1–100) or paise. */
  value: number;
  target: CouponTarget;
  minAmountPaise: number;
  maxDiscountPaise: number | null;
  validFrom: Date;
  validUntil: Date;
  perCustomerLimit: number | null;
  totalLimit: number | null;
  usedCount: number;
  /** Empty: every service type. */
  serviceTypes: readonly string[];
  isActive: boolean;
}

export interface CouponContext {
  now: Date;
  serviceTypeId: ServiceTypeId;
  serviceTypeName: string;
  feePaise: number;
  /** The service's quote, when the booking has one (a service coupon needs it). */
  serviceEstimatePaise: number | null;
  /** How many times this customer has used the coupon on other bookings (0 for a visitor). */
  customerUses: number;
  /** Whether this booking holds the coupon already (its own use is not counted against the limits). */
  heldByThisBooking: boolean;
}

export type CouponVerdict =
  | { applied: true; target: CouponTarget; discountPaise: number; message: string }
  | { applied: false; message: string };

/** The gateway's smallest charge: a fee coupon never takes the fee below ₹1. */
export const MIN_CHARGE_PAISE = 100;

export const COUPON_MESSAGES = {
  unknown: 'This coupon is not valid',
  notYet: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has been fully used',
  usedByYou: 'You have already used this coupon',
} as const;

/**
 * A percentage of an amount in whole rupees, to the nearest rupee (50 paise and more round up): coupons
 * never leave a fee or a bill in paise (decision 044). 50% of ₹199 is ₹100; 10% of ₹199 is ₹20.
 */
export function percentInRupees(basePaise: number, percent: number): number {
  return Math.floor((basePaise * percent + 5_000) / 10_000) * 100;
}

/** What a coupon takes off an amount (paise), before the caps of the target. */
export function discountOn(rule: Pick<CouponRule, 'kind' | 'value' | 'maxDiscountPaise'>, basePaise: number): number {
  const raw = rule.kind === CouponKindOf.PERCENT ? percentInRupees(basePaise, rule.value) : rule.value;
  const capped = rule.maxDiscountPaise === null ? raw : Math.min(raw, rule.maxDiscountPaise);
  return Math.max(0, Math.min(capped, basePaise));
}

/** How a discount was worked out, in brackets after it: '(50% of ₹199, to the nearest rupee)', '(₹1 is still charged)'. */
function howWorkedOut(rule: Pick<CouponRule, 'kind' | 'value' | 'maxDiscountPaise'>, basePaise: number, discountPaise: number): string {
  if (rule.kind === CouponKindOf.PERCENT) {
    const of = `${rule.value}% of ${formatInr(basePaise)}`;
    if (discountPaise === percentInRupees(basePaise, rule.value))
      return (basePaise * rule.value) % 10_000 === 0 ? ` (${of})` : ` (${of}, to the nearest rupee)`;
    if (discountPaise === rule.maxDiscountPaise) return ` (${of}, up to ${formatInr(discountPaise)})`;
  }
  return discountPaise === basePaise - MIN_CHARGE_PAISE ? ' (₹1 is still charged)' : '';
}

/** Why nobody can use the coupon at `now` (switched off; before `validFrom`; at or after `validUntil`), or null. */
export function closedRefusal(rule: Pick<CouponRule, 'isActive' | 'validFrom' | 'validUntil'>, now: Date): string | null {
  if (!rule.isActive) return COUPON_MESSAGES.unknown;
  if (now < rule.validFrom) return COUPON_MESSAGES.notYet;
  if (now >= rule.validUntil) return COUPON_MESSAGES.expired;
  return null;
}

/** Whether the coupon applies, and its discount, or the one reason it does not (the first that fails, in this order). */
export function evaluateCoupon(rule: CouponRule | null, ctx: CouponContext): CouponVerdict {
  if (!rule) return { applied: false, message: COUPON_MESSAGES.unknown };
  const closed = closedRefusal(rule, ctx.now);
  if (closed) return { applied: false, message: closed };
  if (rule.serviceTypes.length > 0 && !rule.serviceTypes.includes(ctx.serviceTypeId)) {
    return { applied: false, message: `This coupon is not for ${ctx.serviceTypeName}` };
  }
  if (!ctx.heldByThisBooking) {
    if (rule.totalLimit !== null && rule.usedCount >= rule.totalLimit) return { applied: false, message: COUPON_MESSAGES.usedUp };
    if (rule.perCustomerLimit !== null && ctx.customerUses >= rule.perCustomerLimit)
      return { applied: false, message: COUPON_MESSAGES.usedByYou };
  }
  if (rule.target === CouponTargetOf.FEE) {
    if (ctx.feePaise < rule.minAmountPaise)
      return { applied: false, message: `This coupon needs a booking fee of at least ${formatInr(rule.minAmountPaise)}` };
    const discount = Math.min(discountOn(rule, ctx.feePaise), Math.max(0, ctx.feePaise - MIN_CHARGE_PAISE));
    if (discount === 0) return { applied: false, message: COUPON_MESSAGES.unknown };
    return {
      applied: true,
      target: rule.target,
      discountPaise: discount,
      message: `${formatInr(discount)} off the booking fee${howWorkedOut(rule, ctx.feePaise, discount)}`,
    };
  }
  if (ctx.serviceEstimatePaise === null || ctx.serviceEstimatePaise === 0) {
    return { applied: false, message: 'This coupon takes money off the service bill: it applies once your service is priced' };
  }
  if (ctx.serviceEstimatePaise < rule.minAmountPaise) {
    return { applied: false, message: `This coupon needs a service of at least ${formatInr(rule.minAmountPaise)}` };
  }
  const discount = discountOn(rule, ctx.serviceEstimatePaise);
  return {
    applied: true,
    target: rule.target,
    discountPaise: discount,
    message: `${formatInr(discount)} off your service bill at the garage${howWorkedOut(rule, ctx.serviceEstimatePaise, discount)}`,
  };
}
