import type { Db } from '../platform/db/client';
import type { AppointmentSummary } from '@/contracts/appointments';
import { appointmentsOfUser } from './repository';

/** "My bookings": the person's own appointments only (the id comes from the session, never the request). */
export async function myAppointments(db: Db, userId: string): Promise<AppointmentSummary[]> {
  const rows = await appointmentsOfUser(db, userId);
  return rows.map((r) => ({ ...r, slotStart: r.slotStart ? r.slotStart.slice(0, 5) : null, createdAt: r.createdAt.toISOString() }));
}
