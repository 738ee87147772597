import { z } from 'zod';
import { defineEndpoint } from './define';
import {
  AddLineInputSchema,
  AdvanceStageInputSchema,
  AppointmentIdSchema,
  ArrivalSchema,
  BillApproveInputSchema,
  BillPaidInputSchema,
  BillPaymentSchema,
  CheckInInputSchema,
  ConsoleListSchema,
  FinalAmountInputSchema,
  HeartbeatInputSchema,
  LineApproveInputSchema,
  LinePhotoFileSchema,
  LinePhotoInputSchema,
  AutoApprovalInputSchema,
  PromiseInputSchema,
  LinePhotoPathSchema,
  MAX_PHOTO_BYTES,
  LineStatusInputSchema,
  OrderIdSchema,
  OrderLookupSchema,
  QcInputSchema,
  QcUpdatesSchema,
  RepairUpdateQuerySchema,
  RepairUpdatesSchema,
  TimelineSchema,
  WelcomeViewedInputSchema,
  ExtrasSchema,
  LinePathSchema,
  RemoveLineInputSchema,
} from '../workshop';

// The workshop (spec §7 timeline calls): check-in opens a work order, the advisor moves the car
// through the stages, the customer follows the timeline. Every route that takes an order id answers
// 404 for anyone but its customer, the advisors of its garage and admins.

export const checkIn = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/timeline',
  summary:
    'Checks a booked car in at the garage: opens its work order at CAR_AT_GARAGE (201); the same request_id again answers that order (200); 409 ALREADY_CHECKED_IN for a car checked in under another request_id',
  body: CheckInInputSchema,
  answer: TimelineSchema,
  success: [201, 200],
  cache: 0,
});

export const garageTimeline = defineEndpoint({
  access: 'owner',
  method: 'GET',
  upstream: '/v1/garage/timeline/{id}',
  summary:
    "A work order's timeline (spec §3): its stages with heading, next step and time, the latest stage, the stages that may follow, and whether the welcome screen was seen; polled by the tracking screens with If-None-Match (304 when unchanged)",
  params: OrderIdSchema,
  answer: TimelineSchema,
  cache: 0,
  etag: true,
});

export const welcomeViewed = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}',
  summary: 'Records that the customer saw the welcome screen (is_welcome_screen_viewed true); staff get 403',
  params: OrderIdSchema,
  body: WelcomeViewedInputSchema,
  answer: TimelineSchema,
  cache: 0,
});

export const advanceStage = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/stage',
  summary:
    'Moves the car to a stage that may follow its current one, with a note for the customer, who is told by SMS; 409 STAGE_NOT_ALLOWED otherwise',
  params: OrderIdSchema,
  body: AdvanceStageInputSchema,
  answer: TimelineSchema,
  cache: 0,
});

export const orderLookup = defineEndpoint({
  access: 'signed-in',
  method: 'GET',
  upstream: '/v1/garage/users/timeline',
  summary:
    "Spec §4's order look-up: of the customer's newest booking, its work order id once checked in, else its booking id once booked, else its appointment id",
  answer: OrderLookupSchema,
  cache: 0,
});

export const consoleAppointments = defineEndpoint({
  access: 'staff',
  method: 'GET',
  upstream: '/v1/garage/console/appointments',
  summary:
    "The advisor's console: today's and upcoming booked appointments of the advisor's garages (every garage for an admin), every car still in the workshop, and the cars delivered today (until midnight IST), by day and slot; polled by the console with If-None-Match (304 when unchanged)",
  answer: ConsoleListSchema,
  cache: 0,
  etag: true,
});

export const addLine = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/lines',
  summary:
    'Records an extra part found at the survey, picked from the catalogue or typed in when the catalogue lacks it, with its net labour, part and service cost in paise (201); only while the car is at the survey; 409 EXTRA_NOT_ALLOWED for work already booked or included in the booked plan',
  params: OrderIdSchema,
  body: AddLineInputSchema,
  answer: TimelineSchema,
  success: [201],
  cache: 0,
});

export const extras = defineEndpoint({
  access: 'staff',
  method: 'GET',
  upstream: '/v1/garage/timeline/{id}/extras',
  summary:
    "The extra parts the console offers for this car at this centre: the catalogue's repairs and spa items at their prices, each with why it may not be added (booked already, included in the booked plan), and what the plan includes",
  params: OrderIdSchema,
  answer: ExtrasSchema,
  cache: 0,
});

export const removeLine = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/lines/{line_id}/remove',
  summary:
    'Takes a booked line off the estimate, before the bill, with a reason the customer is told by SMS; the line stays on the job card as removed and is not billed',
  params: LinePathSchema,
  body: RemoveLineInputSchema,
  answer: TimelineSchema,
  cache: 0,
});

export const lineItemStatus = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/assessment/proxy/line-items/status',
  summary:
    'The customer approves or declines lines of the estimate waiting for them (spec §4 saving an estimate); lines the advisor approved are not theirs to change',
  body: LineStatusInputSchema,
  answer: TimelineSchema,
  cache: 0,
});

export const lineItemApprove = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/assessment/proxy/line-items/approve',
  summary:
    'The customer approves the estimate as decided: parts left undecided are neither done nor billed; the car moves to ESTIMATE_COMPLETED when there is work to do (the service booked, or an approved part), else to NO_SERVICE_SELECTED',
  body: LineApproveInputSchema,
  answer: TimelineSchema,
  cache: 0,
});

export const finalAmount = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/final-amount',
  summary:
    'Records what an approved line finally cost, in paise, while the car is in repair or quality check; a bill waiting for the customer is withdrawn, to be drawn up again',
  params: OrderIdSchema,
  body: FinalAmountInputSchema,
  answer: TimelineSchema,
  cache: 0,
});

export const billApprove = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/bill/approve',
  summary:
    "The customer approves a final bill over the estimate's 15 % variable cost (spec §4 cost check): it is issued and the car moves to PAYMENT_PENDING; staff get 403",
  params: OrderIdSchema,
  body: BillApproveInputSchema,
  answer: TimelineSchema,
  cache: 0,
});

export const billPay = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/bill/pay',
  idempotent: true,
  summary:
    "The customer starts (or resumes) paying the issued bill's amount due online, through the booking fee's payment gateway: the attempt with its payin_url. The capture marks the bill paid and moves the car to PAYMENT_COMPLETED. Staff get 403. Accepts an Idempotency-Key",
  params: OrderIdSchema,
  answer: BillPaymentSchema,
  cache: 0,
});

export const billPaid = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/bill/paid',
  summary: 'Records the issued bill as paid at the counter (cash, card or UPI); the car moves to PAYMENT_COMPLETED',
  params: OrderIdSchema,
  body: BillPaidInputSchema,
  answer: TimelineSchema,
  cache: 0,
});

export const pickupStarted = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/console/appointments/{id}/pickup-started',
  summary:
    "The garage's driver set off to pick the car up (pick-and-drop, from the slot's day, before check-in); the customer is told by SMS and can no longer cancel online",
  params: AppointmentIdSchema,
  answer: ArrivalSchema,
  cache: 0,
});

export const noShow = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/console/appointments/{id}/no-show',
  summary:
    'The car was not handed over at the booked time (once the slot has started, before check-in): the booking is closed, its slot given back, the booking fee kept',
  params: AppointmentIdSchema,
  answer: ArrivalSchema,
  cache: 0,
});

export const postHeartbeat = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/updates',
  summary: 'Posts a progress line for the customer (201) during the repair or the quality check',
  params: OrderIdSchema,
  body: HeartbeatInputSchema,
  answer: TimelineSchema,
  success: [201],
  cache: 0,
});

export const recordQc = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/qc',
  summary:
    'Records one quality-check item as passed or not, with a note, while the car is at quality check; the bill is drawn up only once every item has passed',
  params: OrderIdSchema,
  body: QcInputSchema,
  answer: TimelineSchema,
  cache: 0,
});

export const repairUpdate = defineEndpoint({
  access: 'owner',
  method: 'GET',
  upstream: '/v1/assessment/proxy/hb-updates/{work_order_id}',
  summary:
    "Spec's repair-update (tags=HEARTBEAT): the workshop's progress lines of a work order, newest first; polled with If-None-Match (304 when unchanged)",
  query: RepairUpdateQuerySchema,
  answer: RepairUpdatesSchema,
  cache: 0,
  etag: true,
});

export const qcUpdates = defineEndpoint({
  access: 'owner',
  method: 'GET',
  upstream: '/v1/assessment/proxy/qc-updates/{id}',
  summary:
    'The quality check of a work order: each item with its latest result, and whether all passed; polled with If-None-Match (304 when unchanged)',
  params: OrderIdSchema,
  answer: QcUpdatesSchema,
  cache: 0,
  etag: true,
});

export const addLinePhoto = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/lines/{line_id}/photos',
  summary:
    "Adds the photo of a line's worn part (from the inspection until the bill) or of its new part (an approved line, during repair or quality check), base64 JPEG, PNG or WebP up to 6 MB; it replaces that line's photo of the kind. Stored resized, upright and without metadata",
  params: LinePhotoPathSchema,
  body: LinePhotoInputSchema,
  answer: TimelineSchema,
  success: [201],
  cache: 0,
  // Base64 of 6 MiB, and the JSON around it.
  maxBodyBytes: Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 4096,
});

export const linePhotoFile = defineEndpoint({
  access: 'owner',
  method: 'GET',
  upstream: '/v1/assessment/proxy/line-photos/{photo_id}/{size}',
  summary:
    "A line photo's image (WebP), full size or thumbnail, for the order's customer, its garage's staff and admins; the same id always has the same bytes (cached privately for a year)",
  params: LinePhotoFileSchema,
  answer: z.unknown(),
  cache: 0,
  binary: ['image/webp'],
});

export const autoApproval = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/auto-approval',
  summary:
    "The customer's auto-approval limit, in paise, before the estimate is sent: parts up to line_limit each (and up to total_limit together) are approved when it is sent; line_limit null turns it off; staff get 403",
  params: OrderIdSchema,
  body: AutoApprovalInputSchema,
  answer: TimelineSchema,
  cache: 0,
});

export const stagePromise = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/garage/timeline/{id}/promise',
  summary:
    "The advisor's promised time for the car's current stage (5 minutes to 7 days ahead): the customer is told at once, and again with the earlier time when it moves; if it passes with the stage not done, they are told once",
  params: OrderIdSchema,
  body: PromiseInputSchema,
  answer: TimelineSchema,
  cache: 0,
});
