// The product's vocabulary, declared once. Everything else (zod schemas, database enums, screens)
// is built from these tuples; no other source file spells one of these values out.
// This module has no dependencies, so islands may import it without shipping a schema library.

/** `{ PETROL: 'PETROL', … }` for a tuple, so code can name a value without writing the literal. */
function named<const T extends readonly string[]>(values: T): { readonly [K in T[number]]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { readonly [K in T[number]]: K };
}

/** Fuel types (spec §3): upper-case ids. */
export const FUEL_TYPES = ['PETROL', 'DIESEL', 'CNG', 'LPG', 'EV'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const Fuel = /* @__PURE__ */ named(FUEL_TYPES);
/** Spec §3 calls the EV fuel's label ELECTRIC; it is read as the EV id wherever a fuel arrives as text. */
export const EV_LABEL_ID = 'ELECTRIC';
/** What screens show for each fuel (SPEC-NOTES: readable labels). */
export const FUEL_LABELS: Record<FuelType, string> = { PETROL: 'Petrol', DIESEL: 'Diesel', CNG: 'CNG', LPG: 'LPG', EV: 'Electric' };
/** The catalogue's fuel chips, in spec §9's order. */
export const FUEL_CHIP_ORDER: readonly FuelType[] = [Fuel.EV, Fuel.PETROL, Fuel.CNG, Fuel.DIESEL];

/** Car body types (spec §9 catalogue filters). */
export const BODY_TYPES = ['HATCHBACK', 'SEDAN', 'SUV'] as const;
export type BodyType = (typeof BODY_TYPES)[number];
export const Body = /* @__PURE__ */ named(BODY_TYPES);
export const BODY_LABELS: Record<BodyType, string> = { HATCHBACK: 'Hatchback', SEDAN: 'Sedan', SUV: 'SUV' };
/** A car's picture (the vehicle-image call): a photo of its model, or the outline of its body type. */
export const VEHICLE_IMAGE_KINDS = ['PHOTO', 'SILHOUETTE'] as const;
export type VehicleImageKind = (typeof VEHICLE_IMAGE_KINDS)[number];
export const ImageKind = /* @__PURE__ */ named(VEHICLE_IMAGE_KINDS);

/** Periodic-service plans (spec §3): ESSENTIAL is shown as Basic, ENHANCED as Advanced. */
export const PLAN_CODES = ['ESSENTIAL', 'ENHANCED'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export const Plan = /* @__PURE__ */ named(PLAN_CODES);
export const PLAN_NAMES: Record<PlanCode, string> = { ESSENTIAL: 'Basic', ENHANCED: 'Advanced' };

/** Service types (spec §3). */
export const SERVICE_TYPE_IDS = ['periodic_service', 'specific_repair', 'not_sure_about_issue', 'car_spa_and_cleaning'] as const;
export type ServiceTypeId = (typeof SERVICE_TYPE_IDS)[number];
export const ServiceKind = /* @__PURE__ */ named(SERVICE_TYPE_IDS);

/** The appointment's service type on creation (spec §4). */
export const APPOINTMENT_SERVICE_TYPES = ['PERIODIC_MAINTENANCE', 'YET_TO_BE_DECIDED'] as const;
export type AppointmentServiceType = (typeof APPOINTMENT_SERVICE_TYPES)[number];

/** Slot and fulfilment types (spec §4, §9); PICK_AND_DROP is the default fulfilment. */
export const SLOT_TYPES = ['SLOT_BOOKING', 'PICK_AND_DROP', 'SELF_DROP'] as const;
export type SlotType = (typeof SLOT_TYPES)[number];
export const Slot = /* @__PURE__ */ named(SLOT_TYPES);
/** How each handover type reads to a customer. */
export const SLOT_TYPE_NAMES: Record<SlotType, string> = {
  SLOT_BOOKING: 'wait-at-the-centre',
  PICK_AND_DROP: 'pick-up and drop',
  SELF_DROP: 'self-drop',
};

/**
 * Appointment statuses (spec §4), plus COMPLETED once the garage delivers the car (the car may then
 * be booked again) and CANCELLED for a cancelled appointment.
 */
export const APPOINTMENT_STATUSES = [
  'CREATED',
  'PICKUP_ADDRESS_ADDED',
  'PAYMENT_CREATED',
  'PAYMENT_FAILED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_CONFIRMED',
  'SCHEDULED',
  'RESCHEDULED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const Appointment = /* @__PURE__ */ named(APPOINTMENT_STATUSES);

/**
 * A payment attempt (one provider order): created; in progress (the gateway reported an attempt that
 * is not final yet); confirmed (captured); failed (the latest attempt failed; the same order can still
 * be paid); expired (abandoned, or replaced by an attempt for another amount).
 */
export const PAYMENT_STATUSES = ['CREATED', 'IN_PROGRESS', 'CONFIRMED', 'FAILED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const Payment = /* @__PURE__ */ named(PAYMENT_STATUSES);
/** What a payment attempt pays: the booking fee (online, to confirm a booking) or the workshop's final bill. */
export const PAYMENT_PURPOSES = ['FEE', 'BILL'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PaymentFor = /* @__PURE__ */ named(PAYMENT_PURPOSES);

/**
 * A booking is an appointment's slot: HELD for a short time while the fee is paid, CONFIRMED once
 * paid; a hold that ran out is EXPIRED; a slot given up by cancelling is RELEASED; a slot left by a
 * reschedule is MOVED. HELD and CONFIRMED count against the slot's capacity.
 */
export const BOOKING_STATUSES = ['HELD', 'CONFIRMED', 'EXPIRED', 'RELEASED', 'MOVED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const Booking = /* @__PURE__ */ named(BOOKING_STATUSES);

/**
 * The workshop timeline's stages, in order (spec §4): a work order is opened when the car is checked
 * in (CAR_AT_GARAGE) and ends delivered, or with no service when every estimate line is declined.
 * WELCOME is the screen before the first stage, not a stage of the work.
 */
export const WORKSHOP_STAGES = [
  'CAR_AT_GARAGE',
  'SURVEY',
  'ESTIMATE_APPROVAL_PENDING',
  'ESTIMATE_COMPLETED',
  'REPAIR_IN_PROGRESS',
  'QUALITY_CHECK',
  'PAYMENT_PENDING',
  'PAYMENT_COMPLETED',
  'CAR_DELIVERED',
  'NO_SERVICE_SELECTED',
] as const;
export type WorkshopStage = (typeof WORKSHOP_STAGES)[number];
export const Stage = /* @__PURE__ */ named(WORKSHOP_STAGES);

/**
 * An estimate line's approval: waiting, approved by the advisor (no question to ask) or by the
 * customer, or declined; BOOKED for the service the customer booked and paid the fee for (approved
 * at booking, never asked again), REMOVED for a booked line the garage took off with a reason.
 */
export const LINE_APPROVALS = ['PENDING', 'APPROVED_BY_ADVISOR', 'APPROVED_BY_CUSTOMER', 'DECLINED', 'BOOKED', 'REMOVED'] as const;
export type LineApproval = (typeof LINE_APPROVALS)[number];
export const Approval = /* @__PURE__ */ named(LINE_APPROVALS);
/**
 * Where an estimate line comes from: the service booked (its plan, a booked repair, the spa package,
 * or the inspection of a customer not sure what is wrong), put on the estimate at check-in; or an
 * EXTRA part the advisor found at the inspection.
 */
export const LINE_ORIGINS = ['PLAN', 'REPAIR', 'SPA', 'INSPECTION', 'EXTRA'] as const;
export type LineOrigin = (typeof LINE_ORIGINS)[number];
export const Origin = /* @__PURE__ */ named(LINE_ORIGINS);
/** The customer's answer to one estimate line (line-item-status). */
export const LINE_DECISIONS = ['APPROVED', 'DECLINED'] as const;
export type LineDecision = (typeof LINE_DECISIONS)[number];
export const Decision = /* @__PURE__ */ named(LINE_DECISIONS);

/**
 * The final bill of a work order: drawn up waiting for the customer to approve a cost over the
 * estimate's variable cost (spec §4's cost check), issued (a GST tax invoice, to pay), or paid.
 */
export const BILL_STATUSES = ['AWAITING_APPROVAL', 'ISSUED', 'PAID'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
export const Bill = /* @__PURE__ */ named(BILL_STATUSES);
/** What the workshop posts on an order besides its stages: progress during the repair (spec's heartbeat), a quality-check item. */
/** A photo of an estimate line: the worn part as found, the new part as fitted (docs/decisions/030). */
export const PHOTO_KINDS = ['WORN', 'NEW'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const Photo = /* @__PURE__ */ named(PHOTO_KINDS);
export const UPDATE_KINDS = ['HEARTBEAT', 'QC'] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];
export const Update = /* @__PURE__ */ named(UPDATE_KINDS);

/** Where a satisfaction survey stands (src/lib/survey-rules.ts): not answered yet, answered and still changeable, answered for good, closed unanswered. */
export const SURVEY_STATES = ['OPEN', 'CHANGEABLE', 'FINAL', 'CLOSED'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];
export const Survey = /* @__PURE__ */ named(SURVEY_STATES);
/** How a bill paid at the garage's counter was paid. */
export const COUNTER_METHODS = ['CASH', 'CARD', 'UPI'] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];
/**
 * How a bill was paid: at the counter, ONLINE by the customer through the payment gateway, or by the
 * ADVANCE alone (the booking fee covered the whole bill, nothing was left to pay).
 */
export const BILL_PAYMENT_METHODS = [...COUNTER_METHODS, 'ONLINE', 'ADVANCE'] as const;
export type BillPaymentMethod = (typeof BILL_PAYMENT_METHODS)[number];
export const BillPaidBy = /* @__PURE__ */ named(BILL_PAYMENT_METHODS);

/**
 * The GST documents (docs/decisions/035), each with its own number series per garage and financial
 * year: a TAX_INVOICE (a final bill, or a kept booking fee's cancellation charge), the RECEIPT_VOUCHER
 * of an advance (the booking fee when it is paid), the REFUND_VOUCHER of an advance given back.
 */
export const GST_DOCUMENTS = ['TAX_INVOICE', 'RECEIPT_VOUCHER', 'REFUND_VOUCHER'] as const;
export type GstDocument = (typeof GST_DOCUMENTS)[number];
export const GstDoc = /* @__PURE__ */ named(GST_DOCUMENTS);

/** A refund of a booking fee: asked of the gateway, then processed (or failed, and retried by staff). */
export const REFUND_STATUSES = ['PENDING', 'PROCESSED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const Refund = /* @__PURE__ */ named(REFUND_STATUSES);

/** Coupons: a percentage or a flat amount off, on the booking fee or on the service. */
export const COUPON_KINDS = ['PERCENT', 'FLAT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const CouponKindOf = /* @__PURE__ */ named(COUPON_KINDS);
export const COUPON_TARGETS = ['FEE', 'SERVICE'] as const;
export type CouponTarget = (typeof COUPON_TARGETS)[number];
export const CouponTargetOf = /* @__PURE__ */ named(COUPON_TARGETS);

/** Where a campaign's visitors come from (their utm_medium): a printed QR code, or a video's offer. */
export const CAMPAIGN_SOURCES = ['qr_online_campaign', 'video_offer'] as const;
export type CampaignSource = (typeof CAMPAIGN_SOURCES)[number];
export const CampaignSourceOf = /* @__PURE__ */ named(CAMPAIGN_SOURCES);
/** A customer's reward as the rewards page shows it. */
export const REWARD_STATES = ['AVAILABLE', 'USED', 'EXPIRED'] as const;
export type RewardState = (typeof REWARD_STATES)[number];
export const RewardStateOf = /* @__PURE__ */ named(REWARD_STATES);

/** A call back asked for on the help screen: requested, then done by the garage. */
/** Why cancelling online is refused: the pick-up is under way, the car is checked in, or the status does not allow it. */
export const CANCEL_REFUSALS = ['pickup-started', 'checked-in', 'status'] as const;
export type CancelRefusal = (typeof CANCEL_REFUSALS)[number];

export const CALLBACK_STATUSES = ['REQUESTED', 'CALLED'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];
export const Callback = /* @__PURE__ */ named(CALLBACK_STATUSES);

/** Kinds of priced catalogue items besides the periodic plans. */
export const CATALOGUE_KINDS = ['REPAIR', 'SPA'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
export const Catalogue = /* @__PURE__ */ named(CATALOGUE_KINDS);

/** How a visitor asked to be contacted. */
export const CONTACT_KINDS = ['PHONE', 'EMAIL'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const Contact = /* @__PURE__ */ named(CONTACT_KINDS);

/** People the product knows, by role; user types of spec §3 (policy holder or not). */
export const USER_ROLES = ['CUSTOMER', 'ADVISOR', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const Role = /* @__PURE__ */ named(USER_ROLES);
export const USER_TYPES = ['PH', 'NPH'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const UserKind = /* @__PURE__ */ named(USER_TYPES);

/** Vehicle types a saved vehicle may have to be used here (spec §1). */
export const VEHICLE_TYPES = ['PRIVATE_CAR', 'PCV', 'car'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Notification delivery states in the outbox. */
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const Outbox = /* @__PURE__ */ named(OUTBOX_STATUSES);

/** A motor policy's state and cover, as the insurer's policy service reports them. */
export const POLICY_STATUSES = ['ACTIVE', 'CANCELLED', 'EXPIRED'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const Policy = /* @__PURE__ */ named(POLICY_STATUSES);
export const POLICY_COVERS = ['COMPREHENSIVE', 'THIRD_PARTY'] as const;
export type PolicyCover = (typeof POLICY_COVERS)[number];
export const Cover = /* @__PURE__ */ named(POLICY_COVERS);

/** How a notification reaches a person. */
export const NOTIFICATION_CHANNELS = ['SMS', 'WHATSAPP'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const Channel = /* @__PURE__ */ named(NOTIFICATION_CHANNELS);

/** What a notification says (each is one approved SMS template with the provider). */
export const NOTIFICATION_TEMPLATES = [
  'SIGN_IN_CODE',
  'PHONE_CHANGED',
  'BOOKING_CONFIRMED',
  'BOOKING_RESCHEDULED',
  'BOOKING_CANCELLED',
  'CALLBACK_REQUESTED',
  'WORKSHOP_STAGE',
  'BILL_TO_APPROVE',
  'PICKUP_STARTED',
  'STAGE_PROMISED',
  'STAGE_LATE',
  'DELIVERED_SURVEY',
  'LINE_REMOVED',
  'MONEY_RETURNED',
  'SERVICE_REMINDER',
  'SERVICE_DUE',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];
export const Template = /* @__PURE__ */ named(NOTIFICATION_TEMPLATES);

/** A service reminder's two messages (docs/decisions/057): days before the due day, and on it. */
export const REMINDER_KINDS = ['before', 'due'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const Reminder = /* @__PURE__ */ named(REMINDER_KINDS);
/** Who set a reminder's next service date: the rule after a delivery, or the car's owner moving it. */
export const REMINDER_OPERATORS = ['SYSTEM', 'CUSTOMER'] as const;
export type ReminderOperator = (typeof REMINDER_OPERATORS)[number];
export const SetBy = /* @__PURE__ */ named(REMINDER_OPERATORS);

/** Every value above, for the test that keeps them declared here only. */
export const VOCABULARY: readonly (readonly string[])[] = [
  FUEL_TYPES,
  [EV_LABEL_ID],
  BODY_TYPES,
  VEHICLE_IMAGE_KINDS,
  PLAN_CODES,
  SERVICE_TYPE_IDS,
  APPOINTMENT_SERVICE_TYPES,
  SLOT_TYPES,
  APPOINTMENT_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_PURPOSES,
  BOOKING_STATUSES,
  REFUND_STATUSES,
  COUPON_KINDS,
  COUPON_TARGETS,
  CAMPAIGN_SOURCES,
  REWARD_STATES,
  CALLBACK_STATUSES,
  WORKSHOP_STAGES,
  LINE_APPROVALS,
  LINE_ORIGINS,
  LINE_DECISIONS,
  BILL_STATUSES,
  GST_DOCUMENTS,
  COUNTER_METHODS,
  BILL_PAYMENT_METHODS,
  UPDATE_KINDS,
  PHOTO_KINDS,
  SURVEY_STATES,
  CATALOGUE_KINDS,
  CONTACT_KINDS,
  USER_ROLES,
  USER_TYPES,
  VEHICLE_TYPES,
  OUTBOX_STATUSES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TEMPLATES,
  POLICY_STATUSES,
  POLICY_COVERS,
  REMINDER_KINDS,
  REMINDER_OPERATORS,
];
