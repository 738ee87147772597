// An appointment as every booking screen reads it (spec §3 field names; amounts in paise).
import type { AppointmentView } from '@/contracts/appointments';
import type { CouponOutcome, PaymentDetails } from '@/contracts/payments';
import type { RewardOutcome } from '@/contracts/campaigns';
import { formatInr } from '@/lib/money';
import { Booking, CouponTargetOf, Payment, type FuelType } from '@/contracts/vocabulary';
import { BOOKED } from '@/lib/appointment-status';
import { cancelRefusalOf } from '@/lib/cancel-rule';
import { refundOnCancel } from '@/lib/refund-rule';
import { istIso } from '@/lib/ist-calendar';
import { slotIdOf } from '@/lib/slots';
import { toGarageSource } from '../garages';
import type { AppointmentParts } from './repository';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
/** A stored JSON field as text, or null when it is missing or empty. */
export const text = (v: unknown) => (typeof v === 'string' && v.length ? v : null);
/** The car as lists name it: 'Maruti Suzuki Swift' (make and model, whichever are known). */
export const vehicleName = (details: Record<string, unknown>) =>
  [details.make, details.model].filter((v) => typeof v === 'string' && v).join(' ');
const num = (v: unknown) => (typeof v === 'number' ? v : null);

function recordedCoupon(code: string | null, feeDiscount: number, serviceDiscount: number): CouponOutcome | null {
  if (!code) return null;
  return feeDiscount > 0
    ? {
        code,
        applied: true,
        message: `${formatInr(feeDiscount)} off the booking fee`,
        target: CouponTargetOf.FEE,
        discount_paise: feeDiscount,
      }
    : {
        code,
        applied: true,
        message: `${formatInr(serviceDiscount)} off your service bill at the garage`,
        target: CouponTargetOf.SERVICE,
        discount_paise: serviceDiscount,
      };
}

/** payment_details of an attempt; the coupon's outcome as just decided, or as the attempt records it. */
export function paymentDetailsOf(
  payment: NonNullable<AppointmentParts['payment']>,
  serviceDiscountPaise: number,
  coupon?: CouponOutcome | null,
  reward?: RewardOutcome | null,
): PaymentDetails {
  // A reward on the fee shares the attempt's discount with a fee coupon (docs/decisions/058).
  const rewardFee = reward?.applied && reward.target === CouponTargetOf.FEE ? reward.discount_paise : 0;
  return {
    ...(reward ? { reward } : {}),
    payment_id: payment.id,
    amount: payment.amountPaise,
    fee_paise: payment.feePaise,
    discount_paise: payment.discountPaise,
    coupon: coupon !== undefined ? coupon : recordedCoupon(payment.couponCode, payment.discountPaise - rewardFee, serviceDiscountPaise),
    service_discount_paise: serviceDiscountPaise,
    payin_url: payment.payinUrl,
    status: payment.status,
    provider: payment.provider,
    provider_order_id: payment.providerOrderId,
    paid_at: iso(payment.capturedAt),
  };
}

/** The view of an appointment at `now`: a hold past its time is shown as gone, before the job releases it. */
export function toAppointmentView(parts: AppointmentParts, now: Date, reward: RewardOutcome | null = null): AppointmentView {
  const { appointment: a, garage, live, payment, refund, orderId } = parts;
  const liveNow =
    live && !(live.booking.status === Booking.HELD && live.booking.holdExpiresAt && live.booking.holdExpiresAt <= now) ? live : undefined;
  const source = toGarageSource(garage);
  const vehicle = a.vehicleDetails;
  const customer = a.customerDetails;
  const paid = payment?.status === Payment.CONFIRMED ? payment.amountPaise : 0;
  const slotStart = liveNow?.booking.status === Booking.CONFIRMED ? liveNow.slot.startsAt : null;
  const cancelRefusal = cancelRefusalOf(a);
  const cancellable = cancelRefusal === null;
  return {
    appointment_id: a.id,
    garage_id: a.garageId,
    garage: {
      id: garage.id,
      name: garage.name,
      address: garage.address,
      display_address: garage.displayAddress,
      phone: garage.phone,
      city: garage.city,
      pincode: garage.pincode,
      map_link: source.map_link ?? '',
      landing_path: source.garage_landing_path ?? '',
      workshop_code: garage.workshopCode,
    },
    status: a.status,
    service_type: a.serviceType,
    service_type_id: a.serviceTypeId,
    selection: a.selection,
    estimate: a.estimate ?? null,
    reward_details: a.rewardDetails ?? null,
    pincode: a.pincode,
    source: a.source,
    is_app: a.isApp,
    customer_details: {
      full_name: text(customer.full_name),
      phone_number: String(customer.phone_number ?? ''),
      email_id: text(customer.email_id),
    },
    vehicle_details: {
      registration_number: a.registrationNumber,
      make: String(vehicle.make ?? ''),
      model: String(vehicle.model ?? ''),
      model_id: Number(vehicle.model_id ?? 0),
      fuel_type: vehicle.fuel_type as FuelType,
      variant_id: num(vehicle.variant_id),
      variant_name: text(vehicle.variant_name),
      color: text(vehicle.color),
      car_age: num(vehicle.car_age),
    },
    booking_details: {
      appointment_fulfillment_type: a.fulfillmentType,
      appointment_date: liveNow ? liveNow.slot.slotDate : null,
      booking_id: liveNow?.booking.id ?? null,
      booking_status: liveNow?.booking.status ?? null,
      hold_expires_at: iso(liveNow?.booking.status === Booking.HELD ? liveNow.booking.holdExpiresAt : null),
      slot_id: liveNow ? slotIdOf(liveNow.slot.templateId, liveNow.slot.slotDate) : null,
      slot_details: liveNow
        ? {
            start_time: istIso(liveNow.slot.startsAt),
            end_time: istIso(liveNow.slot.endsAt),
            same_day_service: liveNow.slot.sameDayService,
          }
        : null,
    },
    pickup_details: { address: (a.pickupAddress as AppointmentView['pickup_details']['address']) ?? null },
    order_id: orderId,
    payment_details: payment ? paymentDetailsOf(payment, a.serviceDiscountPaise, undefined, reward) : null,
    refund: refund
      ? {
          amount_paise: refund.amountPaise,
          status: refund.status,
          created_at: refund.createdAt.toISOString(),
          processed_at: iso(refund.processedAt),
        }
      : null,
    actions: {
      cancel: cancellable,
      cancel_refusal: cancelRefusal,
      reschedule: cancellable && BOOKED.includes(a.status) && slotStart !== null && slotStart > now,
      refund_on_cancel_paise: cancellable ? refundOnCancel({ paidPaise: paid, slotStartsAt: slotStart, now }) : 0,
      receipt: payment?.status === Payment.CONFIRMED,
    },
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    cancelled_at: iso(a.cancelledAt),
    cancel_reason: a.cancelReason,
  };
}
