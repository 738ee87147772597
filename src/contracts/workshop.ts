import { z } from 'zod';
import { text } from './input-rules';
import { WORKSHOP_STAGES } from './vocabulary';

// The workshop's timeline (spec §3 Timeline, §4 stages, §7 timeline calls): a work order opened at
// check-in, the stages it went through, and the order look-up of the customer's tracking link.

export const StageSchema = z.enum(WORKSHOP_STAGES, { error: 'stage is not a workshop stage' });
export const OrderIdSchema = z.object({ id: z.uuid('order id must be a valid id') });

/** One stage as the customer reads it: its heading and next step (src/lib/workshop-stages.ts), when it was entered, by whom. */
export const TimelineStageSchema = z.object({
  stage: StageSchema,
  heading: z.string(),
  next_step: z.string(),
  /** When the car entered the stage (an instant with the IST offset). */
  at: z.string(),
  /** The advisor who moved the car there; customers see the name only. */
  by: z.string().nullable(),
  note: z.string().nullable(),
});

/** Spec §3's Timeline: the stages so far, the latest one, whether the welcome screen was seen, and the ids. */
export const TimelineSchema = z.object({
  order_id: z.uuid(),
  appointment_id: z.uuid(),
  booking_id: z.uuid().nullable(),
  timeline: z.array(TimelineStageSchema),
  latest_stage_details: TimelineStageSchema,
  /** The stages that may follow the latest (the console offers these). */
  next_stages: z.array(StageSchema),
  timeline_metadata: z.object({ is_welcome_screen_viewed: z.boolean() }),
});

/**
 * Check-in (POST /v1/garage/timeline): opens the appointment's work order at CAR_AT_GARAGE.
 * `request_id` is the console's id for this check-in: sent again (a retry, a second tap), it answers
 * the order it opened instead of opening another.
 */
export const CheckInInputSchema = z.object({
  request_id: text(64, 'request_id').regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id must be 8 to 64 letters, digits, - or _'),
  appointment_id: z.uuid('appointment id must be a valid id'),
});

/** POST /v1/garage/timeline/{id}: the welcome screen was seen (spec §4). */
export const WelcomeViewedInputSchema = z.object({
  is_welcome_screen_viewed: z.literal(true, { error: 'is_welcome_screen_viewed must be true' }),
});

/** The console moves the car to the next stage, with an optional note for the customer. */
export const AdvanceStageInputSchema = z.object({
  stage: StageSchema,
  note: text(300, 'note', { lines: true }).optional(),
});

/**
 * GET /v1/garage/users/timeline: the signed-in customer's latest booking, as spec §4's order look-up
 * reads it: the order alone when the car is checked in; else the appointment, with its booking when
 * the slot is booked (the confirmation page is the appointment's); nothing when there is none.
 */
export const OrderLookupSchema = z.object({
  order_id: z.uuid().nullable(),
  booking_id: z.uuid().nullable(),
  appointment_id: z.uuid().nullable(),
});

/** A stage the car may move to next, with the words the console's button shows. */
export const NextStageSchema = z.object({ stage: StageSchema, heading: z.string() });

/**
 * One appointment on the advisor's console: who is coming, with which car, when, from where (pick-up
 * address), and, once checked in, its work order's stage and the stages that may follow.
 */
export const ConsoleAppointmentSchema = z.object({
  appointment_id: z.uuid(),
  garage_name: z.string(),
  customer_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  vehicle: z.string(),
  registration_number: z.string().nullable(),
  service_type_id: z.string(),
  fulfillment_type: z.string(),
  /** The booked IST day (yyyy-mm-dd) and its slot's times (HH:mm). */
  date: z.string().nullable(),
  slot_start: z.string().nullable(),
  slot_end: z.string().nullable(),
  pickup_address: z.string().nullable(),
  order_id: z.uuid().nullable(),
  stage: StageSchema.nullable(),
  stage_heading: z.string().nullable(),
  next_stages: z.array(NextStageSchema),
});

/** The console's list: today's and upcoming booked appointments of the advisor's garages, and every car still in the workshop. */
export const ConsoleListSchema = z.object({ today: z.string(), appointments: z.array(ConsoleAppointmentSchema) });
