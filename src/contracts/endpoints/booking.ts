import { defineEndpoint } from './define';
import {
  AppointmentIdSchema,
  AppointmentSchema,
  CancelAppointmentInputSchema,
  CreateAppointmentInputSchema,
  LatestAppointmentSchema,
  RepeatAppointmentInputSchema,
  RescheduleInputSchema,
  UpdateAppointmentInputSchema,
} from '../appointments';
import {
  BookingLookupSchema,
  BookingQuerySchema,
  BookingSchema,
  CreateBookingInputSchema,
  SlotListSchema,
  SlotsQuerySchema,
} from '../slots';
import { AppointmentHistorySchema } from '../appointment-events';
import { ActionLinkSchema, ActionLinkTokenSchema } from '../action-links';
import {
  CallbackRequestedSchema,
  CallbackRequestInputSchema,
  PaymentDetailsSchema,
  ReceiptSchema,
  StartPaymentInputSchema,
} from '../payments';

// Booking: slots, appointments, bookings (an appointment's slot), the booking fee's payment, the
// receipt and the call-back request. Every route that takes an appointment or booking id answers 404
// for anyone but its customer, the advisors of its garage and admins (src/backend/appointments/permissions.ts).

export const slots = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/slots',
  summary:
    "A garage's slots of a handover type for 14 days from today in IST, sorted by start, with what is left of each; full and past-cut-off slots disabled (spec §5: slot_type and pincode; garage_id wins over the pincode's garage). Shared for 2 seconds: a booking itself always checks capacity",
  query: SlotsQuerySchema,
  answer: SlotListSchema,
  cache: 2,
});

export const createAppointment = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  upstream: '/v1/appointment',
  idempotent: true,
  summary:
    'Starts a booking (status CREATED) for a car at a garage; 409 ACTIVE_APPOINTMENT_EXISTS when the car already has one. Accepts an Idempotency-Key',
  body: CreateAppointmentInputSchema,
  answer: AppointmentSchema,
  success: [201],
  cache: 0,
});

export const appointment = defineEndpoint({
  access: 'owner',
  method: 'GET',
  upstream: '/v1/appointment/{id}',
  summary: 'One appointment with its slot, payment and refund',
  params: AppointmentIdSchema,
  answer: AppointmentSchema,
  cache: 0,
});

export const appointmentHistory = defineEndpoint({
  access: 'owner',
  method: 'GET',
  upstream: '/v1/appointment/{id}/history',
  summary:
    'What happened to an appointment and when, oldest first, in words (made, paid, moved, picked up, checked in, delivered, cancelled), times in IST',
  params: AppointmentIdSchema,
  answer: AppointmentHistorySchema,
  cache: 0,
});

export const updateAppointment = defineEndpoint({
  access: 'owner',
  method: 'PATCH',
  upstream: '/v1/appointment/{id}',
  summary: "Adds the pick-up address (PICKUP_ADDRESS_ADDED), the customer's name and e-mail, the registration number or the handover type",
  params: AppointmentIdSchema,
  body: UpdateAppointmentInputSchema,
  answer: AppointmentSchema,
  cache: 0,
});

export const cancelAppointment = defineEndpoint({
  access: 'owner',
  method: 'DELETE',
  upstream: '/v1/appointment/{id}',
  summary:
    'Cancels an appointment: its slot is released and a paid fee refunded by the refund rule; refused once the pick-up is under way or the car is checked in',
  params: AppointmentIdSchema,
  body: CancelAppointmentInputSchema,
  answer: AppointmentSchema,
  cache: 0,
});

export const rescheduleAppointment = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/appointment/{id}/reschedule',
  summary:
    'Moves a booked appointment to another slot in one step (status RESCHEDULED); the old slot is released only if the new one is taken',
  params: AppointmentIdSchema,
  body: RescheduleInputSchema,
  answer: AppointmentSchema,
  cache: 0,
});

export const repeatAppointment = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  upstream: '/v1/appointment/repeat',
  idempotent: true,
  summary:
    'Books again from an earlier appointment: a new appointment (CREATED) with its garage, car, service and choices. Accepts an Idempotency-Key',
  body: RepeatAppointmentInputSchema,
  answer: AppointmentSchema,
  success: [201],
  cache: 0,
});

export const createBooking = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/garage/bookings',
  summary:
    'Holds a slot for an appointment while its fee is paid (15 minutes), or books it at once when the fee is paid already; 409 SLOT_FULL when it is taken',
  body: CreateBookingInputSchema,
  answer: BookingSchema,
  success: [201],
  cache: 0,
});

export const booking = defineEndpoint({
  access: 'owner',
  method: 'GET',
  upstream: '/v1/garage/bookings',
  summary: 'A booking and its slot_details (spec §5: with no booking_id, an empty object)',
  query: BookingQuerySchema,
  answer: BookingLookupSchema,
  cache: 0,
});

export const startPayment = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/appointment/{id}/payment',
  idempotent: true,
  summary:
    "Starts (or resumes) paying an appointment's booking fee, with a coupon: payment_details with the amount and the payin_url. Accepts an Idempotency-Key",
  params: AppointmentIdSchema,
  body: StartPaymentInputSchema,
  answer: PaymentDetailsSchema,
  cache: 0,
});

export const scheduleCallback = defineEndpoint({
  access: 'public',
  method: 'POST',
  upstream: '/v1/garage/callbacks',
  summary: "Asks the garage to call back at a chosen half hour (the help screen); the garage's advisors are told by SMS",
  body: CallbackRequestInputSchema,
  answer: CallbackRequestedSchema,
  success: [201],
  cache: 0,
});

// ── Called by server-rendered pages only ──────────────────────────────────────────────────────────

export const latestAppointment = defineEndpoint({
  access: 'signed-in',
  method: 'GET',
  upstream: '/v1/garage/users/appointments/latest',
  summary: "The signed-in customer's newest appointment that is not cancelled (the home page's resume card), or null",
  answer: LatestAppointmentSchema,
  cache: 0,
});

export const actionLink = defineEndpoint({
  access: 'owner',
  method: 'GET',
  upstream: '/v1/links/{token}',
  summary:
    "Where a message's short link leads: the booking's page or the car's current screen at the garage, for whoever may see the booking (404 LINK_NOT_FOUND for anyone else and an unknown token)",
  params: ActionLinkTokenSchema,
  answer: ActionLinkSchema,
  cache: 0,
});

export const receipt = defineEndpoint({
  access: 'owner',
  method: 'GET',
  upstream: '/v1/appointment/{id}/receipt',
  summary: "The booking fee's GST tax invoice (404 RECEIPT_NOT_FOUND until the fee is paid)",
  params: AppointmentIdSchema,
  answer: ReceiptSchema,
  cache: 0,
});
