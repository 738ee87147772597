// The public face of the coupons feature: what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { holdCoupon, listCouponsOnOffer, quoteFee, releaseCoupon, type FeeQuote } from './coupon-service';
export { couponGivenBack } from './reactions';
