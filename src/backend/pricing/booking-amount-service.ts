import type { Db } from '../platform/db/client';
import { findBookingFees } from './repository';
import { getGarage } from '../garages/garage-service';
import { AppError } from '@/contracts/errors';
import type { BookingAmount } from '@/contracts/pricing';
import type { ServiceTypeId } from '@/contracts/vocabulary';
import { bookingFee } from '@/lib/quote';

/** The fee paid online to confirm a booking of a service type at a garage (spec §5's booking amount). */
export async function getBookingAmount(db: Db, q: { garage_id: string; service_type: ServiceTypeId; coupon_code?: string }): Promise<BookingAmount> {
  await getGarage(db, q.garage_id);
  const amount = bookingFee(await findBookingFees(db, q.garage_id), q.service_type);
  if (amount === null) throw new AppError('NO_BOOKING_FEE', 'This service centre does not take online bookings for this service yet');
  // Coupons arrive with booking and paying; until then every code is reported as not applied.
  const coupon = q.coupon_code ? { code: q.coupon_code.toUpperCase(), applied: false, message: 'This coupon is not valid' } : null;
  return { garage_id: q.garage_id, service_type: q.service_type, amount_paise: amount, coupon };
}
