// Before a booked car is checked in, the console records how it is coming: the garage's driver has
// set off to pick it up, or the customer did not come. Pure: `now` is an argument (docs/decisions/026).
import { Slot, type AppointmentStatus, type SlotType } from '@/contracts/vocabulary';
import { BOOKED } from './appointment-status';
import { istDay, istInstant } from './ist-calendar';

export interface Arriving {
  status: AppointmentStatus;
  fulfillmentType: SlotType;
  /** The booked IST day and the slot's start ('10:00:00'), once booked. */
  appointmentDate: string | null;
  slotStart: string | null;
  pickupStartedAt: Date | null;
  checkedInAt: Date | null;
}

export type ArrivalVerdict = { ok: true } | { ok: false; message: string };

const refuse = (message: string): ArrivalVerdict => ({ ok: false, message });

/** What every arrival step needs: a booked slot, and the car not checked in yet. */
function booked(a: Arriving): ArrivalVerdict | null {
  if (!BOOKED.includes(a.status) || !a.appointmentDate || !a.slotStart) return refuse('Only a booked appointment can be marked');
  if (a.checkedInAt) return refuse('This car is checked in already');
  return null;
}

/**
 * The pick-up driver sets off: a booked pick-and-drop appointment, not yet checked in or under way,
 * on the slot's day or later (IST). After it the customer can no longer cancel online.
 */
export function pickupStartVerdict(a: Arriving, now: Date): ArrivalVerdict {
  const refused = booked(a);
  if (refused) return refused;
  if (a.fulfillmentType !== Slot.PICK_AND_DROP) return refuse('This car is not being picked up: the customer brings it to the centre');
  if (a.pickupStartedAt) return refuse('The pick-up is under way already');
  if (a.appointmentDate! > istDay(now)) return refuse('The pick-up starts on the day of the slot');
  return { ok: true };
}

/** The customer did not come: a booked appointment not checked in, once its slot has started. */
export function noShowVerdict(a: Arriving, now: Date): ArrivalVerdict {
  const refused = booked(a);
  if (refused) return refused;
  if (istInstant(a.appointmentDate!, a.slotStart!).getTime() > now.getTime())
    return refuse('A customer can be marked as not come only once their slot has started');
  return { ok: true };
}

/** The reason kept on an appointment cancelled as a no-show (the customer's cancelled page shows it). */
export const NO_SHOW_REASON = 'The car was not handed over at the booked time, so the booking was closed';
