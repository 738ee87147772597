// Which coupons the service home offers a visitor (docs/decisions/048): those a visitor could use
// right now. Pure: the time is an argument.
import { closedRefusal, type CouponRule } from './coupons';

type Offerable = Pick<CouponRule, 'code' | 'isActive' | 'validFrom' | 'validUntil' | 'totalLimit' | 'usedCount'>;

/**
 * The coupons valid at `now` (from `validFrom`, up to but not at `validUntil`), switched on and not
 * used up; those ending soonest first, then by code. A visitor has used none, so a per-customer
 * limit does not keep one back.
 */
export function couponsOnOffer<T extends Offerable>(coupons: readonly T[], now: Date): T[] {
  return coupons
    .filter((c) => closedRefusal(c, now) === null && (c.totalLimit === null || c.usedCount < c.totalLimit))
    .sort((a, b) => a.validUntil.getTime() - b.validUntil.getTime() || a.code.localeCompare(b.code, 'en'));
}
