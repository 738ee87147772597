import type { Actor } from '@/contracts/actor';

interface Owned {
  userId: string | null;
  garageId: string;
}

/** Its customer, the advisors of its garage and admins see an appointment; to anyone else it does not exist. */
export function canViewAppointment(actor: Actor, appointment: Owned): boolean {
  switch (actor.kind) {
    case 'customer':
      return appointment.userId !== null && appointment.userId === actor.id;
    case 'advisor':
      return actor.garageIds.includes(appointment.garageId);
    case 'admin':
      return true;
    default:
      return false;
  }
}

/** Only its customer books, pays, reschedules or cancels online; garage staff work from the console. */
export function canChangeAppointment(actor: Actor, appointment: Owned): boolean {
  return actor.kind === 'customer' && appointment.userId === actor.id;
}
