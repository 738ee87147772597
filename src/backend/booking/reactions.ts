// The booking feature's reactions to an appointment's events (docs/decisions/040): the place it holds
// in a slot is given back when the booking is cancelled or closed as not handed over, and a slot held
// for one handover type when the customer chose the other (slots belong to one type).
import { reaction, lockAppointment } from '../appointments';
import { endBooking, liveBookingOf } from './repository';
import { releaseSlotOf } from './booking-service';
import { Booking } from '@/contracts/vocabulary';

export const slotGivenBack = reaction({
  name: 'booking-slot-given-back',
  on: ['cancelled', 'no_show', 'details_changed'],
  async react(tx, event) {
    if (event.type !== 'details_changed') {
      await releaseSlotOf(tx, event.appointmentId);
      return;
    }
    if (!event.facts.fields.includes('fulfillment_type')) return;
    const a = await lockAppointment(tx, event.appointmentId);
    const live = await liveBookingOf(tx, event.appointmentId);
    // Only a hold of the other type: one chosen since, for the type now asked for, stays.
    if (a && live?.booking.status === Booking.HELD && live.slot.slotType !== a.fulfillmentType)
      await endBooking(tx, live.booking.id, Booking.RELEASED);
  },
});
