// The coupons feature's reaction to an appointment's events (docs/decisions/040): a cancelled booking
// gives its coupon back (its use no longer counts against the coupon's limits).
import { reaction } from '../appointments';
import { releaseCoupon } from './repository';

export const couponGivenBack = reaction({
  name: 'coupon-given-back',
  on: ['cancelled', 'no_show'],
  react: (tx, event) => releaseCoupon(tx, event.appointmentId),
});
