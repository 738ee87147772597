// When a customer may cancel online: not once the garage's pick-up driver is on the way or the car
// is checked in (then the garage must be called), not while the payment partner is still deciding,
// and not what is cancelled already.
import { canMove } from './appointment-status';
import { Appointment, type AppointmentStatus, type CancelRefusal } from '@/contracts/vocabulary';

export interface CancellableAppointment {
  status: AppointmentStatus;
  pickupStartedAt: Date | null;
  checkedInAt: Date | null;
}

export { CANCEL_REFUSALS, type CancelRefusal } from '@/contracts/vocabulary';

export type CancelVerdict = { ok: true } | { ok: false; reason: CancelRefusal };

export function cancelVerdict(a: CancellableAppointment): CancelVerdict {
  if (a.checkedInAt) return { ok: false, reason: 'checked-in' };
  if (a.pickupStartedAt) return { ok: false, reason: 'pickup-started' };
  if (!canMove(a.status, Appointment.CANCELLED)) return { ok: false, reason: 'status' };
  return { ok: true };
}

export const canCancelNow = (a: CancellableAppointment): boolean => cancelVerdict(a).ok;

/** The reason cancelling online is refused, or null when it is allowed. */
export function cancelRefusalOf(a: CancellableAppointment): CancelRefusal | null {
  const verdict = cancelVerdict(a);
  return verdict.ok ? null : verdict.reason;
}
