import { z } from 'zod';
import { APPOINTMENT_STATUSES } from './vocabulary';

/** One appointment as "My bookings" lists it. */
export const AppointmentSummarySchema = z.object({
  id: z.uuid(),
  garageName: z.string(),
  serviceType: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** The booked day (yyyy-mm-dd, in IST) and slot start (HH:MM), once a slot is booked. */
  appointmentDate: z.string().nullable(),
  slotStart: z.string().nullable(),
  createdAt: z.string(),
});
export type AppointmentSummary = z.infer<typeof AppointmentSummarySchema>;
export const AppointmentListSchema = z.array(AppointmentSummarySchema);
