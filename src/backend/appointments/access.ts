import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { Db } from '../platform/db/client';
import { findAppointment, lockAppointment, type AppointmentRow } from './repository';
import { canChangeAppointment, canViewAppointment } from './permissions';

const notFound = () => new AppError('APPOINTMENT_NOT_FOUND', 'We could not find this booking');

/** An appointment the actor may see, or 404 (someone else's id reveals nothing). */
export async function visibleAppointment(db: Db, actor: Actor, id: string): Promise<AppointmentRow> {
  const row = await findAppointment(db, id);
  if (!row || !canViewAppointment(actor, row)) throw notFound();
  return row;
}

/** An appointment its customer is about to change, locked until the transaction ends; 404 for anyone else's, 403 for staff. */
export async function lockOwnAppointment(tx: Db, actor: Actor, id: string): Promise<AppointmentRow> {
  return ownOrRefuse(actor, await lockAppointment(tx, id));
}

/**
 * The appointment when the actor may change it: 404 when missing or someone else's, 403 for staff.
 * A record hanging off the appointment (a work order) names its own 404 and what staff are told.
 */
export function ownOrRefuse<T extends AppointmentRow>(
  actor: Actor,
  row: T | undefined,
  words: { notFound?: () => AppError; forStaff?: string } = {},
): T {
  if (!row || !canViewAppointment(actor, row)) throw (words.notFound ?? notFound)();
  if (!canChangeAppointment(actor, row)) throw new AppError('FORBIDDEN', words.forStaff ?? 'Garage staff change bookings from the console');
  return row;
}
