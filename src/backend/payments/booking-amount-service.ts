import type { Db } from '../platform/db/client';
import { getGarage } from '../garages';
import { quoteBooking } from './booking-quote';
import { visibleAppointment } from '../appointments';
import type { Actor } from '@/contracts/actor';
import type { BookingAmount } from '@/contracts/pricing';
import type { ServiceTypeId } from '@/contracts/vocabulary';

/**
 * Spec §5's booking amount: the fee paid online to confirm a booking of a service type at a garage,
 * and what the coupon does. With an appointment of the caller, a service coupon is checked against
 * that booking's estimate; for a signed-in customer the coupon's per-customer limit counts their other bookings.
 */
export async function getBookingAmount(
  db: Db,
  actor: Actor,
  q: { garage_id: string; service_type: ServiceTypeId; coupon_code?: string; appointment_id?: string },
  now: Date,
): Promise<BookingAmount> {
  await getGarage(db, q.garage_id);
  const appointment = q.appointment_id ? await visibleAppointment(db, actor, q.appointment_id) : undefined;
  const quote = await quoteBooking(db, {
    garageId: q.garage_id,
    serviceTypeId: q.service_type,
    couponCode: q.coupon_code,
    now,
    booking: appointment && {
      appointmentId: appointment.id,
      userId: appointment.userId,
      estimatePaise: appointment.estimate?.total_paise ?? null,
      rewardDetails: appointment.rewardDetails,
      registrationNumber: appointment.registrationNumber,
    },
    customerId: actor.kind === 'customer' ? actor.id : undefined,
  });
  return {
    garage_id: q.garage_id,
    service_type: q.service_type,
    amount_paise: quote.feePaise,
    coupon: quote.coupon,
    amount_due_paise: quote.amountDuePaise,
    service_discount_paise: quote.serviceDiscountPaise,
    ...(quote.rewardOutcome ? { reward: quote.rewardOutcome } : {}),
  };
}
