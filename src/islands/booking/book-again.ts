// Booking again from an earlier appointment, as /repeat-booking and the service reminder's one tap do
// it: the repeat call with the earlier car, centre and service and this handover, under the key of
// that request, then on to the new booking's next step (the slot, or the pick-up address).
import { apiPost } from '@/islands/api-client';
import { navigate } from '@/islands/navigation';
import { bookingStarted, repeatKey, updateBooking } from '@/stores/booking';
import type { AppointmentView } from '@/contracts/appointments';
import type { SlotType } from '@/contracts/vocabulary';
import { continueHref } from '@/lib/booking-steps';
import { repeatRequest } from '@/lib/repeat-booking';

/** Books `appointment` again with `handover` and goes on to the new booking; a refusal is thrown (ApiError). */
export async function bookAgain(appointment: AppointmentView, handover: SlotType): Promise<void> {
  const created = await apiPost('repeat-appointment', repeatRequest(appointment, handover), {
    idempotencyKey: repeatKey(appointment.appointment_id, handover),
  });
  bookingStarted(created.appointment_id);
  // The key is spent: booking again later is a new request.
  updateBooking({ repeat: undefined });
  navigate(
    continueHref({
      appointmentId: created.appointment_id,
      garageId: created.garage_id,
      status: created.status,
      fulfillmentType: created.booking_details.appointment_fulfillment_type,
      pincode: created.pickup_details.address?.pincode ?? created.pincode,
      bookingStatus: created.booking_details.booking_status,
    }),
    { replace: true },
  );
}
