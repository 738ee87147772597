import { booking } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { listSlots } from './slot-service';
import { createBooking, lookUpBooking } from './booking-service';

export function bookingRoutes(app: BackendApp, deps: BackendDeps) {
  const { db, clock } = deps;
  serve(app, booking.slots, (query) => listSlots(db, query, clock(), deps.booking));
  serve(app, booking.createBooking, (input, { actor }) => createBooking(deps, actor, input));
  serve(app, booking.booking, (query, { actor }) => lookUpBooking(db, actor, query.booking_id));
}
