// Starting to pay an appointment's booking fee: one payment attempt per amount, one gateway order per
// attempt, made on the server first and reused when the customer pays again (README.md here).
import { withTransaction } from '../platform/db/transaction';
import type { Db } from '../platform/db/client';
import type { BackendDeps } from '../platform/deps';
import { eventActor, lockOwnAppointment, paymentDetailsOf, transition } from '../appointments';
import { liveBookingOf } from '../booking';
import { holdCoupon } from '../coupons';
import { holdReward, releaseReward } from '../campaigns';
import { quoteBooking } from './booking-quote';
import * as repo from './repository';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { PaymentDetails } from '@/contracts/payments';
import { Booking, Payment, PaymentFor, Slot } from '@/contracts/vocabulary';
import { BEFORE_PAYMENT, refusal } from '@/lib/appointment-status';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'providers' | 'logger' | 'jobs'>;

/** The gateway's receipt for an attempt: our id without dashes (32 characters; Razorpay allows 40). */
export const receiptOf = (paymentId: string) => `sc_${paymentId.replace(/-/g, '')}`;

/**
 * Starts paying the booking fee (with a coupon, when given): PAYMENT_CREATED with payment_details.
 * Asked again for the same amount it answers the same attempt and order; for another amount (a coupon
 * added or removed) the old attempt is replaced. Needs a held slot, the pick-up address (pick-and-drop)
 * and the customer's name.
 */
export async function startPayment(
  deps: Deps,
  actor: Actor,
  appointmentId: string,
  couponCode: string | undefined,
): Promise<PaymentDetails> {
  const now = deps.clock();
  const provider = deps.providers.payments;
  const {
    attempt,
    serviceDiscount,
    coupon: outcome,
    reward,
  } = await withTransaction(deps.db, async (tx) => {
    const a = await lockOwnAppointment(tx, actor, appointmentId);
    if (!BEFORE_PAYMENT.includes(a.status)) throw new AppError('INVALID_TRANSITION', refusal(a.status, 'paid for again'));
    if (a.fulfillmentType === Slot.PICK_AND_DROP && !a.pickupAddress)
      throw new AppError('DETAILS_REQUIRED', 'Add the pick-up address before paying');
    if (typeof a.customerDetails.full_name !== 'string' || !a.customerDetails.full_name)
      throw new AppError('DETAILS_REQUIRED', 'Add your name before paying');
    const live = await liveBookingOf(tx, a.id);
    if (!live || live.booking.status !== Booking.HELD || !live.booking.holdExpiresAt || live.booking.holdExpiresAt <= now) {
      throw new AppError(
        'HOLD_EXPIRED',
        live ? 'Your slot was held for a short time and has been released; choose a slot again' : 'Choose a slot before paying',
      );
    }
    const fee = await quoteBooking(tx, {
      garageId: a.garageId,
      serviceTypeId: a.serviceTypeId,
      couponCode,
      now,
      booking: {
        appointmentId: a.id,
        userId: a.userId,
        estimatePaise: a.estimate?.total_paise ?? null,
        rewardDetails: a.rewardDetails,
        registrationNumber: a.registrationNumber,
      },
    });
    const coupon = fee.coupon?.applied ? fee.coupon.code : null;
    const current = await repo.livePaymentOf(tx, a.id);
    if (
      current &&
      current.amountPaise === fee.amountDuePaise &&
      current.couponCode === coupon &&
      a.serviceDiscountPaise === fee.serviceDiscountPaise
    ) {
      return { attempt: current, serviceDiscount: a.serviceDiscountPaise, coupon: fee.coupon, reward: fee.rewardOutcome };
    }
    if (current)
      await repo.updatePayment(tx, current.id, { status: Payment.EXPIRED, failureReason: 'replaced by a payment for another amount' });
    if (!(await holdCoupon(tx, a.id, a.userId, coupon)))
      throw new AppError('VALIDATION_FAILED', 'coupon_code: This coupon has just been fully used; remove it to pay the full fee');
    // The reward is the booking's once it pays with it (one guarded write: of two bookings of the car, one has it).
    const reward = fee.reward;
    if (!reward) await releaseReward(tx, a.id);
    else if (!(await holdReward(tx, reward.outcome.claim_id, a.id, reward, now)))
      throw new AppError('REWARD_REFUSED', 'This reward has just been used by another booking of this car; pay again to go on without it');
    const attempt = await repo.insertPayment(tx, {
      appointmentId: a.id,
      amountPaise: fee.amountDuePaise,
      feePaise: fee.feePaise,
      discountPaise: fee.feePaise - fee.amountDuePaise,
      couponCode: coupon,
      status: Payment.CREATED,
      provider: provider.name,
    });
    await transition(
      deps,
      tx,
      a,
      { type: 'payment_started', amountPaise: fee.amountDuePaise, serviceDiscountPaise: fee.serviceDiscountPaise },
      eventActor(actor),
      now,
    );
    return { attempt, serviceDiscount: fee.serviceDiscountPaise, coupon: fee.coupon, reward: fee.rewardOutcome };
  });
  const withOrder = attempt.providerOrderId ? attempt : await createOrderFor(deps, attempt);
  return { ...paymentDetailsOf(withOrder, serviceDiscount, outcome), ...(reward ? { reward } : {}) };
}

/** How long one request may take to make an attempt's gateway order (the gateway's own time limit is 10 s). */
export const ORDER_CLAIM_MS = 20_000;

/**
 * The gateway's order for an attempt (a fee's or a bill's), made outside any transaction (a network
 * call) and stored once. Concurrent requests for one attempt make one order: the first claims the
 * making of it, the others wait for it to be stored (or for a claim left by a request that died to
 * lapse, then claim it themselves).
 */
export async function createOrderFor(deps: Pick<Deps, 'db' | 'providers' | 'logger'>, attempt: repo.PaymentRow): Promise<repo.PaymentRow> {
  const giveUpAt = performance.now() + ORDER_CLAIM_MS + 5_000;
  while (!(await repo.claimOrder(deps.db, attempt.id, ORDER_CLAIM_MS))) {
    const stored = await waitForOrder(deps.db, attempt.id, giveUpAt);
    if (stored?.providerOrderId) return stored;
    if (performance.now() >= giveUpAt)
      throw new AppError('PAYMENT_PROVIDER_FAILED', 'Our payment partner did not answer; nothing was charged. Please try again.');
  }
  const provider = deps.providers.payments;
  let orderId: string;
  try {
    ({ orderId } = await provider.createOrder({
      amountPaise: attempt.amountPaise,
      receipt: receiptOf(attempt.id),
      notes: {
        appointment_id: attempt.appointmentId,
        payment_id: attempt.id,
        description: attempt.purpose === PaymentFor.BILL ? 'Final bill' : 'Booking fee',
        ...(attempt.workOrderId ? { work_order_id: attempt.workOrderId } : {}),
      },
    }));
  } catch (error) {
    await repo.releaseOrderClaim(deps.db, attempt.id);
    deps.logger.error('payment gateway could not make an order', { paymentId: attempt.id, provider: provider.name, error });
    throw new AppError('PAYMENT_PROVIDER_FAILED', 'Our payment partner did not answer; nothing was charged. Please try again.');
  }
  return repo.setOrder(
    deps.db,
    attempt.id,
    orderId,
    provider.payinUrl({ paymentId: attempt.id, orderId, appointmentId: attempt.appointmentId, workOrderId: attempt.workOrderId }),
  );
}

/** Waits, backing off, until another request has stored the attempt's order or its claim has ended; answers the attempt as it then is. */
async function waitForOrder(db: Db, attemptId: string, giveUpAt: number): Promise<repo.PaymentRow | undefined> {
  for (let pause = 10; performance.now() < giveUpAt; pause = Math.min(pause * 2, 250)) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    const row = await repo.findPaymentWithClaim(db, attemptId);
    if (!row || row.payment.providerOrderId || !row.claimLive) return row?.payment;
  }
  return undefined;
}
