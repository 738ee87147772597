import { desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { appointments, garages } from '../platform/db/schema';

/** A customer's appointments with their garage's name, newest first. */
export function appointmentsOfUser(db: Db, userId: string) {
  return db.select({
    id: appointments.id, garageName: garages.name, serviceType: appointments.serviceType, status: appointments.status,
    appointmentDate: appointments.appointmentDate, slotStart: appointments.slotStart, createdAt: appointments.createdAt,
  }).from(appointments).innerJoin(garages, eq(garages.id, appointments.garageId))
    .where(eq(appointments.userId, userId)).orderBy(desc(appointments.createdAt)).limit(100);
}
