// An appointment's slot: held while the fee is paid, booked once paid, released when a hold runs out
// or the appointment is cancelled, moved by a reschedule. How capacity holds: README.md here.
import type { Db } from '../platform/db/client';
import { isUniqueViolation, ReadOvertaken, withRetriedTransaction } from '../platform/db/transaction';
import type { BackendDeps } from '../platform/deps';
import {
  eventActor,
  ownOrRefuse,
  sendBookingConfirmed,
  sendBookingRescheduled,
  transition,
  visibleAppointment,
  type SlotColumns,
} from '../appointments';
import * as repo from './repository';
import { bookableSlot, placeBookingOrFull } from './slot-service';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { BookingView } from '@/contracts/slots';
import { Appointment, Booking, Slot } from '@/contracts/vocabulary';
import { BEFORE_PAYMENT, BOOKED, refusal } from '@/lib/appointment-status';
import { cancelVerdict } from '@/lib/cancel-rule';
import { istClockTime, istIso } from '@/lib/ist-calendar';
import { parseSlotId, slotIdOf, type ConcreteSlot } from '@/lib/slots';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'booking' | 'supportPhone' | 'outbox' | 'jobs'>;

/** What a booking's answer and its appointment's copy need of its slot: a slot's row has it, a chosen slot too. */
type SlotTimes = Pick<repo.SlotRow, 'templateId' | 'slotDate' | 'startsAt' | 'endsAt' | 'sameDayService'>;
const timesOf = (slot: ConcreteSlot): SlotTimes => ({
  templateId: slot.templateId,
  slotDate: slot.date,
  startsAt: slot.startsAt,
  endsAt: slot.endsAt,
  sameDayService: slot.sameDayService,
});

export function toBookingView(b: repo.BookingRow, slot: SlotTimes): BookingView {
  return {
    booking_id: b.id,
    appointment_id: b.appointmentId,
    status: b.status,
    hold_expires_at: b.status === Booking.HELD && b.holdExpiresAt ? b.holdExpiresAt.toISOString() : null,
    slot_id: slotIdOf(slot.templateId, slot.slotDate),
    slot_details: { start_time: istIso(slot.startsAt), end_time: istIso(slot.endsAt), same_day_service: slot.sameDayService },
  };
}

/** The booked slot as the appointment keeps a copy of it (for lists): its IST day and times. */
export function slotColumns(slot: SlotTimes): SlotColumns {
  return {
    appointmentDate: slot.slotDate,
    slotStart: istClockTime(slot.startsAt),
    slotEnd: istClockTime(slot.endsAt),
    sameDayService: slot.sameDayService,
  };
}

/**
 * POST booking: holds the slot for `holdMinutes` while the fee is paid, or books it at once when the
 * fee is paid already (PAYMENT_CONFIRMED → SCHEDULED). Choosing again replaces the appointment's
 * held slot (choosing the same one renews the hold). SLOT_FULL when no place is left.
 */
export async function createBooking(deps: Deps, actor: Actor, input: { appointment_id: string; slot_id: string }): Promise<BookingView> {
  const now = deps.clock();
  const view = await withRetriedTransaction(
    deps.db,
    async (tx, attempt) => {
      const locked = await repo.lockForSlotChoice(tx, input.appointment_id, parseSlotId(input.slot_id), { lockFirst: attempt > 1 });
      const a = ownOrRefuse(actor, locked?.appointment);
      const paid = a.status === Appointment.PAYMENT_CONFIRMED;
      if (!paid && !BEFORE_PAYMENT.includes(a.status)) {
        throw new AppError(
          'INVALID_TRANSITION',
          BOOKED.includes(a.status)
            ? 'This booking already has its slot: reschedule it to change the time.'
            : refusal(a.status, 'given a slot'),
        );
      }
      if (a.fulfillmentType === Slot.PICK_AND_DROP && !a.pickupAddress)
        throw new AppError('DETAILS_REQUIRED', 'Add the pick-up address before choosing a slot');
      const { slot, garage } = bookableSlot(locked!.choice, a.garageId, a.fulfillmentType, input.slot_id, now, deps.booking);
      const current = locked!.live;
      // The same slot again renews its hold. A live booking here is always a hold: before payment
      // nothing is confirmed, and a paid appointment has none (its hold was booked or ran out).
      if (current && current.slot.templateId === slot.templateId && current.slot.slotDate === slot.date) {
        const renewed = await repo.renewHold(tx, current.booking.id, holdEnd(now, deps));
        if (!renewed) throw new ReadOvertaken('the hold chosen again ended meanwhile');
        return { view: toBookingView(renewed, current.slot), announced: false };
      }
      if (current) await repo.endBooking(tx, current.booking.id, Booking.RELEASED);
      const booking = await placeOrOvertaken(
        tx,
        garage.id,
        slot,
        {
          appointmentId: a.id,
          status: paid ? Booking.CONFIRMED : Booking.HELD,
          holdExpiresAt: paid ? null : holdEnd(now, deps),
          confirmedAt: paid ? now : null,
        },
        now,
      );
      if (paid) {
        await transition(deps, tx, a, { type: 'slot_booked', slot: slotColumns(timesOf(slot)) }, eventActor(actor), now);
        await sendBookingConfirmed(tx, a, garage.name, slot.startsAt, deps.supportPhone);
      }
      return { view: toBookingView(booking, timesOf(slot)), announced: paid };
    },
    RACED,
  );
  if (view.announced) deps.outbox.kick();
  return view.view;
}

/**
 * Two choices of one booking at once (a double submit, two tabs): the second waits for the first's
 * lock on the appointment, and its query then still holds the live booking as it was before the wait.
 * What the first committed shows up as a hold that will not renew, a full slot, or the one-live-booking
 * index refusing the insert; each rolls the second back to try again, locking first (README "Two
 * choices of one booking at once"), so it is answered as if it had come second.
 */
const RACED = { retryOn: (error: unknown) => isUniqueViolation(error, 'bookings_one_live_per_appointment') };

/** Takes the place; a full slot while another choice of the same appointment is live (committed unseen) is a stale read, not a full slot. */
async function placeOrOvertaken(
  tx: Db,
  garageId: string,
  slot: ConcreteSlot,
  booking: repo.NewBooking,
  now: Date,
): Promise<repo.BookingRow> {
  try {
    return await placeBookingOrFull(tx, garageId, slot, booking, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'SLOT_FULL' && (await repo.liveBookingOf(tx, booking.appointmentId))) {
      throw new ReadOvertaken('another choice of this booking committed meanwhile');
    }
    throw error;
  }
}

const holdEnd = (now: Date, deps: Deps) => new Date(now.getTime() + deps.booking.holdMinutes * 60_000);

/** Spec §5 booking lookup: with no id an empty object; a booking of an appointment the actor may see. */
export async function lookUpBooking(db: Db, actor: Actor, bookingId: string | undefined): Promise<BookingView | Record<string, never>> {
  if (!bookingId) return {};
  const found = await repo.findBooking(db, bookingId);
  if (!found) throw new AppError('BOOKING_NOT_FOUND', 'We could not find this booking');
  await visibleAppointment(db, actor, found.booking.appointmentId).catch(() => {
    throw new AppError('BOOKING_NOT_FOUND', 'We could not find this booking');
  });
  return toBookingView(found.booking, found.slot);
}

/**
 * When the fee is captured: the held slot is booked if its hold is still valid (answers the slot);
 * a hold that ran out is released and the customer chooses a slot again without paying (null).
 */
export async function bookHeldSlot(tx: Db, appointmentId: string, now: Date): Promise<repo.SlotRow | null> {
  const live = await repo.liveBookingOf(tx, appointmentId);
  if (!live) return null;
  if (live.booking.status === Booking.CONFIRMED) return live.slot;
  if (live.booking.holdExpiresAt && live.booking.holdExpiresAt > now) {
    await repo.confirmBooking(tx, live.booking.id);
    return live.slot;
  }
  await repo.endBooking(tx, live.booking.id, Booking.EXPIRED);
  return null;
}

/** Gives the appointment's slot back (a cancellation); answers the slot's start when one was booked. */
export async function releaseSlotOf(tx: Db, appointmentId: string): Promise<Date | null> {
  const live = await repo.liveBookingOf(tx, appointmentId);
  if (!live) return null;
  await repo.endBooking(tx, live.booking.id, Booking.RELEASED);
  return live.booking.status === Booking.CONFIRMED ? live.slot.startsAt : null;
}

/**
 * Moves a booked appointment to another slot in one transaction: the new place is taken first, so a
 * full slot leaves the old booking as it was; then the old place is given back (RESCHEDULED).
 */
export async function rescheduleBooking(deps: Deps, actor: Actor, appointmentId: string, slotId: string): Promise<void> {
  const now = deps.clock();
  await withRetriedTransaction(
    deps.db,
    async (tx, attempt) => {
      const locked = await repo.lockForSlotChoice(tx, appointmentId, parseSlotId(slotId), { lockFirst: attempt > 1 });
      const a = ownOrRefuse(actor, locked?.appointment);
      if (!BOOKED.includes(a.status)) throw new AppError('INVALID_TRANSITION', refusal(a.status, 'rescheduled'));
      const verdict = cancelVerdict(a);
      if (!verdict.ok)
        throw new AppError('CANCEL_NOT_ALLOWED', 'Your car is already with the garage: call the service centre to change the time');
      const current = locked!.live;
      if (!current) throw new AppError('INVALID_TRANSITION', refusal(Appointment.PAYMENT_CONFIRMED, 'rescheduled'));
      const { slot, garage } = bookableSlot(locked!.choice, a.garageId, a.fulfillmentType, slotId, now, deps.booking);
      if (current.slot.templateId === slot.templateId && current.slot.slotDate === slot.date)
        throw new AppError('SLOT_UNAVAILABLE', 'This is already your slot; choose another one');
      // The old place is given back first (one live booking per appointment); a full new slot throws,
      // and the transaction's rollback gives the old booking back as it was.
      await repo.endBooking(tx, current.booking.id, Booking.MOVED);
      await placeOrOvertaken(
        tx,
        garage.id,
        slot,
        { appointmentId: a.id, status: Booking.CONFIRMED, holdExpiresAt: null, confirmedAt: now },
        now,
      );
      await transition(deps, tx, a, { type: 'rescheduled', slot: slotColumns(timesOf(slot)) }, eventActor(actor), now);
      await sendBookingRescheduled(tx, a, garage.name, slot.startsAt);
    },
    RACED,
  );
  deps.outbox.kick();
}

/** The job: holds that ran out give their places back (idempotent; safe in several processes). */
export function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  return repo.expireHolds(db, now);
}
