import { z } from 'zod';
import { text } from './input-rules';
import {
  BILL_PAYMENT_METHODS,
  BILL_STATUSES,
  CATALOGUE_KINDS,
  COUNTER_METHODS,
  LINE_APPROVALS,
  LINE_DECISIONS,
  LINE_ORIGINS,
  PAYMENT_STATUSES,
  PHOTO_KINDS,
  WORKSHOP_STAGES,
} from './vocabulary';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, type PhotoType } from './photo-types';
import { MAX_LINE_PAISE, PART_NAME_LENGTH, PART_NOTE_MAX } from './estimate-limits';
import { MAX_ODOMETER_KM } from './check-in-limits';

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

const paise = (label: string) =>
  z
    .number({ error: `${label} must be an amount in paise` })
    .int(`${label} must be whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_LINE_PAISE, `${label} is at most ₹10,00,000`);

/** A photo beside a line (docs/decisions/030): its kind, how it reads, and its two sizes' addresses under /service-centre/api. */
export const LinePhotoSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PHOTO_KINDS),
  label: z.string(),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * Spec §3's damage part: the service booked (put on the estimate at check-in) or a part the advisor
 * found, its breakup (net labour, part and service cost, in paise), their sum, and its approval
 * (metadata.customer_approval_status: BOOKED for the service booked, REMOVED when the garage took a
 * booked line off, with the reason it gave).
 */
export const DamageSchema = z.object({
  id: z.uuid(),
  part_name: z.string(),
  /** PLAN, REPAIR, SPA or INSPECTION for the service booked; EXTRA for a part the advisor added. */
  origin: z.enum(LINE_ORIGINS),
  removed_reason: z.string().nullable(),
  breakup: z.object({ net_labour_cost: z.number().int(), net_part_cost: z.number().int(), net_service_cost: z.number().int() }),
  /** The line's amount (paise): the sum of its breakup. */
  amount: z.number().int(),
  /** What the line finally cost (paise), recorded by the advisor before the bill; null keeps the amount sent. */
  final_amount: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** Its approval; `auto_approved` when the customer's limit approved it as the estimate was sent. */
  metadata: z.object({ customer_approval_status: z.enum(LINE_APPROVALS), auto_approved: z.boolean() }),
  /** The worn part as found and the new part as fitted, where the advisor added them. */
  photos: z.array(LinePhotoSchema),
});

/**
 * Paying a bill online (docs/decisions/034): its newest attempt through the payment gateway, the
 * amount due, and where to pay it (the gateway's page); a failed attempt is paid again on its order.
 */
export const BillPaymentSchema = z.object({
  payment_id: z.uuid(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  payin_url: z.string().nullable(),
  provider: z.string(),
  provider_order_id: z.string().nullable(),
  failure_reason: z.string().nullable(),
});

/**
 * The final bill (docs/decisions/025): the approved lines as billed, spec §4's cost check, the GST
 * inside the total, the booking fee taken off, and what is due; a GST tax invoice once issued.
 */
export const BillSchema = z.object({
  status: z.enum(BILL_STATUSES),
  /** The invoice number once issued ('KDG/26-27/00002'); null while waiting for the customer. */
  number: z.string().nullable(),
  /** The service booked first (`booked`), then the approved extra parts. */
  lines: z.array(
    z.object({ id: z.uuid(), part_name: z.string(), booked: z.boolean(), sent_paise: z.number().int(), amount_paise: z.number().int() }),
  ),
  /** The service booked, at its booked price (paise). */
  booked_paise: z.number().int(),
  /** The approved extra parts at their final amounts, and as estimated: the cost check compares these two. */
  actual_paise: z.number().int(),
  estimated_paise: z.number().int(),
  overrun_percent: z.number().nullable(),
  within_variable_cost: z.boolean(),
  /** Spec §4's sentence about the estimate's variable cost, or the request to approve the difference. */
  cost_message: z.string().nullable(),
  /** A service coupon's discount, off the work before tax. */
  discount_paise: z.number().int(),
  /** The bill's total with GST inside: the work less the discount. */
  taxable_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  igst_paise: z.number().int(),
  total_paise: z.number().int(),
  fee_credit_paise: z.number().int(),
  /** The booking fee paid in advance, as its receipt voucher states it, adjusted on this bill; null when none was paid. */
  advance: z
    .object({
      number: z.string(),
      issued_at: z.string(),
      taxable_paise: z.number().int(),
      cgst_paise: z.number().int(),
      sgst_paise: z.number().int(),
      igst_paise: z.number().int(),
      total_paise: z.number().int(),
    })
    .nullable(),
  /** The part of the booking fee larger than the bill, refunded with a refund voucher. */
  excess_refund_paise: z.number().int(),
  due_paise: z.number().int(),
  supplier: z
    .object({
      legal_name: z.string(),
      trade_name: z.string(),
      address: z.string(),
      gstin: z.string(),
      state: z.string(),
      state_code: z.string(),
    })
    .nullable(),
  place_of_supply: z.string().nullable(),
  issued_at: z.string().nullable(),
  /** At the counter (CASH, CARD, UPI), ONLINE through the payment gateway, or by the ADVANCE alone. */
  paid_via: z.enum(BILL_PAYMENT_METHODS).nullable(),
  paid_at: z.string().nullable(),
  /** The customer's newest attempt to pay it online, or null. */
  online_payment: BillPaymentSchema.nullable(),
});

/** A progress line the workshop posted for the customer during the repair (spec's heartbeat update). */
export const HeartbeatSchema = z.object({ text: z.string(), at: z.string(), by: z.string().nullable() });

/** One item of the quality check (src/lib/quality-check.ts) with its latest result: null until checked. */
export const QcItemSchema = z.object({
  item: z.string(),
  text: z.string(),
  passed: z.boolean().nullable(),
  at: z.string().nullable(),
  note: z.string().nullable(),
});

/** The customer's auto-approval limit (docs/decisions/031), in paise; null turns it off. */
export const AutoApprovalSchema = z.object({ line_limit: z.number().int(), total_limit: z.number().int().nullable() });

/** The advisor's promised time for a stage (docs/decisions/032): the stage, the time (IST offset), and whether it passed. */
export const StagePromiseSchema = z.object({ stage: StageSchema, by: z.string() });

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
  /** The final bill once drawn up at quality check. */
  bill: BillSchema.nullable(),
  /** The workshop's progress lines, newest first. */
  updates: z.array(HeartbeatSchema),
  /** The quality check's items with their latest results. */
  quality_check: z.array(QcItemSchema),
  /** The customer's auto-approval limit, set before the estimate is sent; null when none. */
  auto_approval: AutoApprovalSchema.nullable(),
  /** When the workshop promised the current stage done; null when nothing is promised. */
  promise: StagePromiseSchema.nullable(),
});

/** The most an odometer is believed to read (km): six digits on most clusters, a long-lived taxi past them. */
const ODOMETER_RULE = `The odometer reading must be whole kilometres from 0 to ${MAX_ODOMETER_KM.toLocaleString('en-IN')}`;
export const OdometerKmSchema = z
  .number({ error: ODOMETER_RULE })
  .int(ODOMETER_RULE)
  .min(0, ODOMETER_RULE)
  .max(MAX_ODOMETER_KM, ODOMETER_RULE);

/**
 * Check-in (POST /v1/garage/timeline): opens the appointment's work order at CAR_AT_GARAGE.
 * `request_id` is the console's id for this check-in: sent again (a retry, a second tap), it answers
 * the order it opened instead of opening another.
 */
export const CheckInInputSchema = z.object({
  request_id: text(64, 'request_id').regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id must be 8 to 64 letters, digits, - or _'),
  appointment_id: z.uuid('appointment id must be a valid id'),
  /** The odometer reading (km) at check-in, when read: the service reminder's distance rule (docs/decisions/057). */
  odometer_km: OdometerKmSchema.optional(),
  /** The car's number as read at the garage: checked against the one that claimed the booking's reward (decision 058). */
  registration_number: text(20, 'registration_number').optional(),
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
  /** When the car was delivered (an instant with the IST offset): the console keeps it until IST midnight. */
  delivered_at: z.string().nullable(),
  next_stages: z.array(NextStageSchema),
  /** When the garage's driver set off to pick the car up (an instant with the IST offset), or null. */
  pickup_started_at: z.string().nullable(),
  /** What the console may record before check-in (src/lib/arrival-rules.ts): the pick-up set off, the customer not come. */
  can_start_pickup: z.boolean(),
  can_mark_no_show: z.boolean(),
  /** The estimate's parts so far: name, amount (paise) and approval. */
  parts: z.array(
    z.object({
      id: z.uuid(),
      part_name: z.string(),
      origin: z.enum(LINE_ORIGINS),
      amount: z.number().int(),
      final_amount: z.number().int().nullable(),
      status: z.enum(LINE_APPROVALS),
      removed_reason: z.string().nullable(),
      photos: z.array(LinePhotoSchema),
    }),
  ),
  /** The final bill once drawn up: its status, number and what is due (paise). */
  bill: z
    .object({
      status: z.enum(BILL_STATUSES),
      number: z.string().nullable(),
      total_paise: z.number().int(),
      due_paise: z.number().int(),
      overrun_percent: z.number().nullable(),
    })
    .nullable(),
  /** The promised time of the car's current stage, if any (the console marks it late once passed). */
  promise: StagePromiseSchema.nullable(),
});

/** The console's list: today's and upcoming booked appointments of the advisor's garages, every car still in the workshop, and the cars delivered today. */
export const ConsoleListSchema = z.object({ today: z.string(), appointments: z.array(ConsoleAppointmentSchema) });

/**
 * The advisor records an extra part at the survey: picked from the catalogue (`catalogue_item_id`,
 * its name then the catalogue's) or, for what the catalogue lacks, typed in; one approved by the
 * advisor needs no question to the customer.
 */
export const AddLineInputSchema = z.object({
  part_name: text(PART_NAME_LENGTH.max, 'part_name').min(PART_NAME_LENGTH.min, 'part_name needs at least 2 characters'),
  catalogue_item_id: text(64, 'catalogue_item_id')
    .regex(/^[a-z0-9-]+$/, 'catalogue_item_id must be a catalogue id')
    .optional(),
  net_labour_cost: paise('net_labour_cost'),
  net_part_cost: paise('net_part_cost'),
  net_service_cost: paise('net_service_cost'),
  notes: text(PART_NOTE_MAX, 'notes', { lines: true }).optional(),
  approved_by_advisor: z.boolean().optional(),
});
export type AddLineInput = z.infer<typeof AddLineInputSchema>;

const LineIdSchema = z.uuid('line_id must be a valid id');

export const LinePathSchema = z.object({ id: z.uuid('order id must be a valid id'), line_id: LineIdSchema });

/** The garage takes a booked line off the estimate: only with a reason, which the customer is told. */
export const RemoveLineInputSchema = z.object({
  reason: text(200, 'reason').min(5, 'Give the customer a reason of at least 5 characters'),
});

/**
 * What the console offers as extra parts for this car at this centre: the catalogue's repairs and spa
 * items at their prices, each with why it may not be added (booked already, included in the plan);
 * and what the booked plan includes.
 */
export const ExtrasSchema = z.object({
  plan_name: z.string().nullable(),
  included: z.array(z.string()),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      kind: z.enum(CATALOGUE_KINDS),
      price_paise: z.number().int(),
      refusal: z.string().nullable(),
    }),
  ),
});

export { PHOTO_TYPES, MAX_PHOTO_BYTES, type PhotoType } from './photo-types';

/** Up to ₹50,000 a part: above it a part is a decision, not a formality. */
export const MAX_AUTO_LINE_PAISE = 5_000_000;
const limitPaise = (label: string, max: number) =>
  z
    .number({ error: `${label} must be an amount in paise` })
    .int(`${label} must be whole paise`)
    .min(100, `${label} is at least ₹1`)
    .max(max, `${label} is at most ₹${(max / 100).toLocaleString('en-IN')}`);
export const AutoApprovalInputSchema = z
  .object({
    line_limit: limitPaise('line_limit', MAX_AUTO_LINE_PAISE).nullable(),
    total_limit: limitPaise('total_limit', 10 * MAX_AUTO_LINE_PAISE)
      .nullable()
      .optional(),
  })
  .refine((v) => v.line_limit !== null || v.total_limit == null, { path: ['total_limit'], message: 'a total needs a limit per part' })
  .refine((v) => v.line_limit === null || v.total_limit == null || v.total_limit >= v.line_limit, {
    path: ['total_limit'],
    message: 'the total must be at least the limit per part',
  });

/** The advisor's promised time for the current stage, with its offset ('2026-11-25T16:30:00+05:30'). */
export const PromiseInputSchema = z.object({
  promised_at: z.iso.datetime({
    offset: true,
    error: 'promised_at must be a date and time with its offset, like 2026-11-25T16:30:00+05:30',
  }),
});

export const LinePhotoPathSchema = z.object({ id: z.uuid('order id must be a valid id'), line_id: LineIdSchema });
const PHOTO_TYPE_NAMES = Object.keys(PHOTO_TYPES) as [PhotoType, ...PhotoType[]];
/** Base64 of at most MAX_PHOTO_BYTES bytes: 4 characters for every 3 bytes. */
const MAX_PHOTO_BASE64 = Math.ceil(MAX_PHOTO_BYTES / 3) * 4;

/** A photo of a line, sent as base64 (the console shrinks it first); checked again once decoded. */
export const LinePhotoInputSchema = z.object({
  kind: z.enum(PHOTO_KINDS, { error: 'kind must be WORN or NEW' }),
  content_type: z.enum(PHOTO_TYPE_NAMES, { error: 'a photo must be a JPEG, PNG or WebP image' }),
  data: z
    .string({ error: 'data must be the photo in base64' })
    .min(8, 'data must be the photo in base64')
    .max(MAX_PHOTO_BASE64, 'the photo is larger than 6 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'data must be the photo in base64'),
});

/** A stored photo's address: its id and one of its two sizes. */
export const LinePhotoFileSchema = z.object({
  photo_id: z.uuid('photo id must be a valid id'),
  size: z.enum(['full', 'thumb'], { error: 'size must be full or thumb' }),
});

/** line-item-status: the customer's decision on each line they answer (spec §4 "saving an estimate"). */
export const LineStatusInputSchema = z.object({
  order_id: z.uuid('order id must be a valid id'),
  decisions: z
    .array(z.object({ line_id: LineIdSchema, status: z.enum(LINE_DECISIONS, { error: `status must be ${LINE_DECISIONS.join(' or ')}` }) }))
    .min(1, 'decisions needs at least one line')
    .max(100, 'decisions has at most 100 lines'),
});

/** line-item-approve: the customer approves the estimate as decided (parts left undecided are not done). */
export const LineApproveInputSchema = z.object({ order_id: z.uuid('order id must be a valid id') });

/** The advisor records what an approved line finally cost (repair or quality check), in paise; the bill uses it. */
export const FinalAmountInputSchema = z.object({
  line_id: LineIdSchema,
  final_amount: paise('final_amount'),
});

/** The customer approves a bill over the estimate's variable cost (spec §4 cost check); it is then issued. */
export const BillApproveInputSchema = z.object({ approve: z.literal(true, { error: 'approve must be true' }) });

/** The bill was paid at the garage's counter, and how. */
export const BillPaidInputSchema = z.object({
  method: z.enum(COUNTER_METHODS, { error: `method must be ${COUNTER_METHODS.join(', ')}` }),
});

/** The appointment an arrival step was recorded on (console-appointments/{id}/pickup-started, /no-show). */
export const AppointmentIdSchema = z.object({ id: z.uuid('appointment id must be a valid id') });
export const ArrivalSchema = z.object({
  appointment_id: z.uuid(),
  status: z.string(),
  pickup_started_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});

/** The advisor posts a progress line for the customer during the repair or the quality check. */
export const HeartbeatInputSchema = z.object({ text: text(200, 'text').min(3, 'text needs at least 3 characters') });

/** The quality check: one item passed or not, with a note (what failed). */
export const QcInputSchema = z.object({
  item: text(40, 'item'),
  passed: z.boolean({ error: 'passed must be true or false' }),
  note: text(200, 'note').optional(),
});

/** Spec §7's repair-update: tags=HEARTBEAT and the work order's id. */
export const RepairUpdateQuerySchema = z.object({
  tags: z.literal('HEARTBEAT', { error: 'tags must be HEARTBEAT' }),
  work_order_id: z.uuid('work_order_id must be a valid id'),
});
export const RepairUpdatesSchema = z.object({ work_order_id: z.uuid(), updates: z.array(HeartbeatSchema) });
export const QcUpdatesSchema = z.object({ work_order_id: z.uuid(), items: z.array(QcItemSchema), passed: z.boolean() });
