import { booking } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { listSlots } from './slot-service';
import { createBooking, lookUpBooking, rescheduleBooking } from './booking-service';
import { getAppointment } from '../appointments';

export function bookingRoutes(app: BackendApp, deps: BackendDeps) {
  const { db, clock } = deps;
  serve(app, booking.slots, (query) => listSlots(db, query, clock(), deps.booking));
  serve(app, booking.createBooking, (input, { actor }) => createBooking(deps, actor, input));
  serve(app, booking.booking, (query, { actor }) => lookUpBooking(db, actor, query.booking_id));
  serve(app, booking.rescheduleAppointment, async (input, { actor }) => {
    await rescheduleBooking(deps, actor, input.id, input.slot_id);
    return getAppointment(deps, actor, input.id);
  });
}
