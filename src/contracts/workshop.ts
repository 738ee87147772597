import { z } from 'zod';
import { text } from './input-rules';
import { LINE_APPROVALS, LINE_DECISIONS, WORKSHOP_STAGES } from './vocabulary';

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

const paise = (label: string) => z.number({ error: `${label} must be an amount in paise` }).int(`${label} must be whole paise`)
  .min(0, `${label} cannot be negative`).max(100_000_000, `${label} is at most ₹10,00,000`);

/**
 * Spec §3's damage part: what the advisor found, its breakup (net labour, part and service cost, in
 * paise), their sum, and its approval (metadata.customer_approval_status).
 */
export const DamageSchema = z.object({
  id: z.uuid(),
  part_name: z.string(),
  breakup: z.object({ net_labour_cost: z.number().int(), net_part_cost: z.number().int(), net_service_cost: z.number().int() }),
  /** The line's amount (paise): the sum of its breakup. */
  amount: z.number().int(),
  notes: z.string().nullable(),
  metadata: z.object({ customer_approval_status: z.enum(LINE_APPROVALS) }),
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
  /** The damaged parts of the estimate (spec §3), in the order they were recorded. */
  damages: z.array(DamageSchema),
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
  /** The estimate's parts so far: name, amount (paise) and approval. */
  parts: z.array(z.object({ part_name: z.string(), amount: z.number().int(), status: z.enum(LINE_APPROVALS) })),
});

/** The console's list: today's and upcoming booked appointments of the advisor's garages, and every car still in the workshop. */
export const ConsoleListSchema = z.object({ today: z.string(), appointments: z.array(ConsoleAppointmentSchema) });

/** The advisor records a damaged part at the survey; one approved by the advisor needs no question to the customer. */
export const AddLineInputSchema = z.object({
  part_name: text(80, 'part_name').min(2, 'part_name needs at least 2 characters'),
  net_labour_cost: paise('net_labour_cost'),
  net_part_cost: paise('net_part_cost'),
  net_service_cost: paise('net_service_cost'),
  notes: text(300, 'notes', { lines: true }).optional(),
  approved_by_advisor: z.boolean().optional(),
});

const LineIdSchema = z.uuid('line_id must be a valid id');

/** line-item-status: the customer's decision on each line they answer (spec §4 "saving an estimate"). */
export const LineStatusInputSchema = z.object({
  order_id: z.uuid('order id must be a valid id'),
  decisions: z.array(z.object({ line_id: LineIdSchema, status: z.enum(LINE_DECISIONS, { error: `status must be ${LINE_DECISIONS.join(' or ')}` }) }))
    .min(1, 'decisions needs at least one line').max(100, 'decisions has at most 100 lines'),
});

/** line-item-approve: the customer approves the estimate as decided (lines not answered are approved). */
export const LineApproveInputSchema = z.object({ order_id: z.uuid('order id must be a valid id') });
