import { describe, expect, it } from 'vitest';
import { bookingStepHrefs, continueHref, slotSelectionHref, type ContinuableAppointment } from '@/lib/booking-steps';
import type { AppointmentStatus, BookingStatus, SlotType } from '@/contracts/vocabulary';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const GARAGE = 'e5f6a7b8-0000-4000-8000-000000000002';
const FLOW = '/service-centre/ad-services';
const Q = `appointmentId=${ID}&garageId=${GARAGE}`;
const appointment = (
  status: AppointmentStatus,
  fulfillmentType: SlotType,
  bookingStatus: BookingStatus | null = null,
): ContinuableAppointment => ({ appointmentId: ID, garageId: GARAGE, status, fulfillmentType, pincode: '560068', bookingStatus });

const ADDRESS = `${FLOW}/address-selection?${Q}`;
const SELF_DROP = `${FLOW}/self-drop?${Q}`;
const DETAILS = `${FLOW}/details-capture?${Q}`;
const PAYING = `${FLOW}/confirmation-page?${Q}`;
const CONFIRMED = `${FLOW}/appointment-confirmation?${Q}`;
const CANCELLED = `${FLOW}/appointment-cancelled?${Q}`;
const SLOT_PD = `${FLOW}/slot-selection?${Q}&slot_type=PICK_AND_DROP&pincode=560068`;
const SLOT_SD = `${FLOW}/slot-selection?${Q}&slot_type=SELF_DROP`;
const SLOT_SB = `${FLOW}/slot-selection?${Q}&slot_type=SLOT_BOOKING`;

describe('where a customer continues an appointment', () => {
  it.each([
    // status, then the screen for PICK_AND_DROP, SELF_DROP and SLOT_BOOKING, with no slot held
    ['CREATED', ADDRESS, SELF_DROP, SLOT_SB],
    ['PICKUP_ADDRESS_ADDED', SLOT_PD, SLOT_SD, SLOT_SB],
    ['PAYMENT_CREATED', SLOT_PD, SLOT_SD, SLOT_SB],
    ['PAYMENT_FAILED', SLOT_PD, SLOT_SD, SLOT_SB],
    ['PAYMENT_CONFIRMED', SLOT_PD, SLOT_SD, SLOT_SB],
    ['PAYMENT_IN_PROGRESS', PAYING, PAYING, PAYING],
    ['SCHEDULED', CONFIRMED, CONFIRMED, CONFIRMED],
    ['RESCHEDULED', CONFIRMED, CONFIRMED, CONFIRMED],
    ['CANCELLED', CANCELLED, CANCELLED, CANCELLED],
  ] as const)('%s, no slot held', (status, pickup, selfDrop, slotBooking) => {
    expect(continueHref(appointment(status, 'PICK_AND_DROP'))).toBe(pickup);
    expect(continueHref(appointment(status, 'SELF_DROP'))).toBe(selfDrop);
    expect(continueHref(appointment(status, 'SLOT_BOOKING'))).toBe(slotBooking);
  });

  it.each([
    // with a slot held while the fee is paid: details and payment, except where no slot can be held yet or any more
    ['CREATED', ADDRESS, DETAILS, DETAILS], // a pick-up needs its address first
    ['PICKUP_ADDRESS_ADDED', DETAILS, DETAILS, DETAILS],
    ['PAYMENT_CREATED', DETAILS, DETAILS, DETAILS],
    ['PAYMENT_FAILED', DETAILS, DETAILS, DETAILS],
    ['PAYMENT_IN_PROGRESS', PAYING, PAYING, PAYING],
  ] as const)('%s with a held slot', (status, pickup, selfDrop, slotBooking) => {
    expect(continueHref(appointment(status, 'PICK_AND_DROP', 'HELD'))).toBe(pickup);
    expect(continueHref(appointment(status, 'SELF_DROP', 'HELD'))).toBe(selfDrop);
    expect(continueHref(appointment(status, 'SLOT_BOOKING', 'HELD'))).toBe(slotBooking);
  });

  it.each(['EXPIRED', 'RELEASED', 'MOVED'] as const)('a %s booking is no hold: the slot is chosen again', (bookingStatus) => {
    expect(continueHref(appointment('PAYMENT_FAILED', 'PICK_AND_DROP', bookingStatus))).toBe(SLOT_PD);
  });

  it('a booked appointment goes to its confirmation whatever its booking says', () => {
    expect(continueHref(appointment('SCHEDULED', 'SELF_DROP', 'CONFIRMED'))).toBe(CONFIRMED);
  });
});

describe('the slot screen', () => {
  it('carries the handover type, and the pick-up pincode for pick-and-drop only', () => {
    expect(slotSelectionHref(appointment('PICKUP_ADDRESS_ADDED', 'PICK_AND_DROP'))).toBe(SLOT_PD);
    expect(slotSelectionHref(appointment('CREATED', 'SELF_DROP'))).toBe(SLOT_SD);
    expect(slotSelectionHref(appointment('CREATED', 'SLOT_BOOKING'))).toBe(SLOT_SB);
  });

  it('adds extra parameters before the pincode', () => {
    expect(slotSelectionHref(appointment('PAYMENT_FAILED', 'PICK_AND_DROP'), { payment: 'failed' })).toBe(
      `${FLOW}/slot-selection?${Q}&slot_type=PICK_AND_DROP&payment=failed&pincode=560068`,
    );
  });
});

describe('where the stepper links back from a booking page', () => {
  it('offers the pick-up address and the slot of a pick-up and drop booking not yet paid for', () => {
    expect(bookingStepHrefs(appointment('PICKUP_ADDRESS_ADDED', 'PICK_AND_DROP'))).toEqual({ address: ADDRESS, slot: SLOT_PD });
    expect(bookingStepHrefs(appointment('PAYMENT_FAILED', 'PICK_AND_DROP', 'HELD'))).toEqual({ address: ADDRESS, slot: SLOT_PD });
  });

  it('offers the slot alone for self-drop and waiting at the centre', () => {
    expect(bookingStepHrefs(appointment('PAYMENT_CREATED', 'SELF_DROP', 'HELD'))).toEqual({ slot: SLOT_SD });
    expect(bookingStepHrefs(appointment('CREATED', 'SLOT_BOOKING'))).toEqual({ slot: SLOT_SB });
  });

  it.each(['PAYMENT_CONFIRMED', 'PAYMENT_IN_PROGRESS', 'SCHEDULED', 'CANCELLED'] as const)(
    'offers nothing once the booking is %s',
    (status) => {
      expect(bookingStepHrefs(appointment(status, 'PICK_AND_DROP'))).toEqual({});
    },
  );
});
