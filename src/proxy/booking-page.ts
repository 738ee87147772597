// What a booking page reads before it renders: the appointment named in the address, for the
// signed-in person it belongs to. A visitor is sent to sign in and back; someone else's id, or an
// unknown one, shows that the booking could not be found.
import { booking, BACKEND_ENDPOINTS } from '@/contracts/endpoints';
import type { AppointmentView } from '@/contracts/appointments';
import { AppError } from '@/contracts/errors';
import type { Receipt } from '@/contracts/payments';
import { signInHref } from '@/lib/error-pages';
import { actorOf } from './actor';
import { fetchData } from './call-endpoint';

export type BookingPage = { kind: 'sign-in'; href: string } | { kind: 'missing' } | { kind: 'ready'; appointment: AppointmentView };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The appointment of `?appointmentId=`, as the page's visitor may see it. */
export async function loadBookingPage(url: URL, locals: App.Locals): Promise<BookingPage> {
  const actor = actorOf(locals);
  if (actor.kind === 'anonymous') return { kind: 'sign-in', href: signInHref(`${url.pathname}${url.search}`) };
  const id = url.searchParams.get('appointmentId');
  if (!id || !UUID.test(id)) return { kind: 'missing' };
  try {
    return { kind: 'ready', appointment: await fetchData(booking.appointment, { id }, { actor, workshopId: undefined }) };
  } catch (error) {
    if (error instanceof AppError && (error.code === 'APPOINTMENT_NOT_FOUND' || error.code === 'VALIDATION_FAILED'))
      return { kind: 'missing' };
    throw error;
  }
}

/** The signed-in customer's newest appointment that is not cancelled (the resume card), or null. */
export async function loadLatestAppointment(locals: App.Locals): Promise<AppointmentView | null> {
  const actor = actorOf(locals);
  if (actor.kind !== 'customer') return null;
  return fetchData(BACKEND_ENDPOINTS.latestAppointment, {}, { actor }).catch(() => null);
}

/** The fee's receipt, or null before the fee is paid. */
export async function loadReceipt(locals: App.Locals, id: string): Promise<Receipt | 'not-paid' | 'not-found'> {
  try {
    return await fetchData(BACKEND_ENDPOINTS.receipt, { id }, { actor: actorOf(locals) });
  } catch (error) {
    // Their own booking, not paid yet; or none of theirs (someone else's answers as a missing one).
    if (error instanceof AppError && error.code === 'RECEIPT_NOT_FOUND') return 'not-paid';
    if (error instanceof AppError && error.code === 'APPOINTMENT_NOT_FOUND') return 'not-found';
    throw error;
  }
}

/**
 * The appointment of a file only its customer takes away (the calendar file): an id that is not one,
 * someone else's or an unknown one is not found; garage staff, who may see it, are refused.
 */
export async function loadOwnAppointment(locals: App.Locals, id: string): Promise<AppointmentView> {
  const actor = actorOf(locals);
  if (!UUID.test(id)) throw new AppError('APPOINTMENT_NOT_FOUND', 'We could not find this booking');
  const appointment = await fetchData(booking.appointment, { id }, { actor, workshopId: undefined });
  if (actor.kind !== 'customer') throw new AppError('FORBIDDEN', 'Only the customer who booked can add this booking to a calendar');
  return appointment;
}

/** The booking of a car in the workshop, for its status card: null when it cannot be read now (the card does without it). */
export async function loadTrackedBooking(locals: App.Locals, appointmentId: string): Promise<AppointmentView | null> {
  return fetchData(booking.appointment, { id: appointmentId }, { actor: actorOf(locals), workshopId: undefined }).catch(() => null);
}
