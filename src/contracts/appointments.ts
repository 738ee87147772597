import { z } from 'zod';
import { GarageIdSchema, PincodeSchema } from './garage';
import { text, wholeNumber } from './input-rules';
import { AddressSchema } from './saved';
import { ServiceTypeIdSchema } from './catalogue';
import { FuelParamSchema, FuelIdSchema } from './vehicles';
import { QuoteSchema, PaiseSchema } from './pricing';
import { SlotDetailsSchema, SlotIdSchema, SlotTypeSchema } from './slots';
import { PaymentDetailsSchema, RefundViewSchema } from './payments';
import {
  APPOINTMENT_SERVICE_TYPES,
  APPOINTMENT_STATUSES,
  CANCEL_REFUSALS,
  BOOKING_STATUSES,
  PLAN_CODES,
  REFUND_STATUSES,
  SERVICE_TYPE_IDS,
  SLOT_TYPES,
} from './vocabulary';

export const AppointmentIdSchema = z.object({ id: z.uuid('appointment id must be a valid id') });

const CATALOGUE_ID = 'must be a catalogue item id';
const ItemIdSchema = text(60, 'id', { tooLong: CATALOGUE_ID, notAllowed: CATALOGUE_ID }).regex(/^[a-z0-9-]{1,60}$/, CATALOGUE_ID);

/** What was chosen on the service type's page: a plan, repairs, a spa package, or the symptoms. */
export const SelectionSchema = z.object({
  plan: z.enum(PLAN_CODES).optional(),
  repairs: z.array(ItemIdSchema).max(20, 'at most 20 repairs').optional(),
  spa: ItemIdSchema.optional(),
  issue: z
    .object({
      symptoms: z.array(text(80, 'symptom').min(1)).max(12, 'at most 12 symptoms'),
      note: text(500, 'note', { lines: true }).default(''),
    })
    .optional(),
});
export type SelectionInput = z.infer<typeof SelectionSchema>;

const REGISTRATION = 'Enter a valid registration number';
/** A registration number as typed; the backend normalises it and checks it against spec §5's patterns. */
export const RegistrationNumberInputSchema = text(20, 'registration_number', { tooLong: REGISTRATION, notAllowed: REGISTRATION }).min(
  4,
  REGISTRATION,
);

/** Spec §3's vehicle payload as the create call carries it; names are taken from the catalogue, not trusted. */
export const VehicleDetailsInputSchema = z.object({
  model_id: wholeNumber('model_id', { min: 1, max: 999_999_999 }),
  fuel_type: FuelParamSchema,
  make: text(60, 'make').optional(),
  model: text(60, 'model').optional(),
  variant_id: wholeNumber('variant_id', { min: 1, max: 999_999_999 }).optional(),
  variant_name: text(60, 'variant_name').optional(),
  registration_number: RegistrationNumberInputSchema.optional(),
  color: text(30, 'color').optional(),
  car_age: wholeNumber('car_age', { min: 0, max: 80 }).optional(),
});

const NAME = 'Enter your full name';
export const FullNameSchema = text(80, 'full_name', { tooLong: 'Enter at most 80 characters', notAllowed: NAME })
  .min(2, NAME)
  .regex(/\p{L}/u, NAME);
export const EmailSchema = text(120, 'email_id', {
  tooLong: 'Enter a valid e-mail address',
  notAllowed: 'Enter a valid e-mail address',
}).pipe(z.email('Enter a valid e-mail address'));

/** Spec §3's customer: the phone number is the signed-in account's, never taken from the request. */
export const CustomerDetailsInputSchema = z.object({
  full_name: FullNameSchema.optional(),
  email_id: z
    .union([z.literal(''), EmailSchema])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});

/** Spec §7 POST appointment (the service type id and the selection are this product's additions). */
export const CreateAppointmentInputSchema = z.object({
  garage_id: GarageIdSchema,
  /** The pincode the customer searched with (the garage's own when absent). */
  pincode: PincodeSchema.optional(),
  /** The campaign's utm_medium; the online-booking source when absent (spec §7). */
  source: text(60, 'source')
    .regex(/^[\w.-]*$/, 'source has letters, digits, ., - and _ only')
    .optional(),
  is_app: z.boolean().optional(),
  service_type_id: ServiceTypeIdSchema,
  selection: SelectionSchema.default({}),
  vehicle_details: VehicleDetailsInputSchema,
  customer_details: CustomerDetailsInputSchema.optional(),
  reward_details: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  booking_details: z
    .object({
      /** SELF_DROP or SLOT_BOOKING when chosen; PICK_AND_DROP otherwise (spec §4). */
      appointment_fulfillment_type: SlotTypeSchema.optional(),
    })
    .default({}),
});
export type CreateAppointmentInput = z.infer<typeof CreateAppointmentInputSchema>;

/** Spec §7 PATCH appointment/{id}: the given fields plus is_app. */
export const UpdateAppointmentInputSchema = z.object({
  is_app: z.boolean().optional(),
  /** The pick-up address: a new one, or one of the customer's saved addresses. */
  pickup_details: z
    .union([
      z.object({ address: AddressSchema, save_address: z.boolean().optional() }),
      z.object({ saved_address_id: z.uuid('saved_address_id must be a valid id') }),
    ])
    .optional(),
  customer_details: CustomerDetailsInputSchema.optional(),
  vehicle_details: z.object({ registration_number: RegistrationNumberInputSchema }).optional(),
  booking_details: z.object({ appointment_fulfillment_type: SlotTypeSchema }).optional(),
});
export type UpdateAppointmentInput = z.infer<typeof UpdateAppointmentInputSchema>;

/** Spec §7 DELETE appointment: a JSON body. */
export const CancelAppointmentInputSchema = z.object({ reason: text(200, 'reason').optional() });

export const RescheduleInputSchema = z.object({ slot_id: SlotIdSchema });

/**
 * Spec §7 POST /v1/appointment/repeat: garage_id, vehicle_registration_number, service_type (a service
 * type id) and vehicle_details; appointment_id names the earlier appointment whose choices are copied.
 */
export const RepeatAppointmentInputSchema = z.object({
  appointment_id: z.uuid('appointment_id must be a valid id'),
  garage_id: GarageIdSchema,
  vehicle_registration_number: RegistrationNumberInputSchema.optional(),
  service_type: ServiceTypeIdSchema,
  /** The handover type of the new booking (this product's addition); the earlier one's when absent. */
  booking_details: z.object({ appointment_fulfillment_type: SlotTypeSchema }).optional(),
  vehicle_details: z.object({
    registration_number: RegistrationNumberInputSchema.optional(),
    make: text(60, 'make').optional(),
    model: text(60, 'model').optional(),
    model_id: wholeNumber('model_id', { min: 1, max: 999_999_999 }),
    fuel_type: FuelParamSchema,
    color: text(30, 'color').optional(),
    vin: text(17, 'vin').optional(),
  }),
});

export const CustomerDetailsSchema = z.object({
  full_name: z.string().nullable(),
  phone_number: z.string(),
  email_id: z.string().nullable(),
});
export const VehicleDetailsViewSchema = z.object({
  registration_number: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  model_id: z.number(),
  fuel_type: FuelIdSchema,
  variant_id: z.number().nullable(),
  variant_name: z.string().nullable(),
  color: z.string().nullable(),
  car_age: z.number().nullable(),
});
export const PickupAddressSchema = AddressSchema.extend({
  location_coords: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});

// The appointment's JSON columns as the product stores them (src/backend/platform/db/schema/bookings.ts).
// Written only by the product from checked input, so typed here and not parsed again on read.
/** The customer as the appointment keeps them; empty once the account is erased (docs/privacy.md). */
export type StoredCustomerDetails = { full_name?: string | null; phone_number?: string; email_id?: string | null };
/** The car as the appointment keeps it: the catalogue's names, and what the customer gave. */
export type StoredVehicleDetails = Partial<z.infer<typeof VehicleDetailsViewSchema>> & { model_id?: number; fuel_type?: string };
/** The pick-up address as given; screens read each part as optional (addresses saved before every part was asked for). */
export type StoredPickupAddress = Partial<z.infer<typeof PickupAddressSchema>>;

/** The garage as the booking screens show it. */
export const AppointmentGarageSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  display_address: z.string(),
  phone: z.string(),
  city: z.string(),
  pincode: z.string(),
  map_link: z.string(),
  landing_path: z.string(),
  workshop_code: z.string(),
});

/** Spec §3's appointment as every booking screen reads it (amounts in paise). */
export const AppointmentSchema = z.object({
  appointment_id: z.uuid(),
  garage_id: z.uuid(),
  garage: AppointmentGarageSchema,
  status: z.enum(APPOINTMENT_STATUSES),
  /** Spec §4: PERIODIC_MAINTENANCE for a periodic service, YET_TO_BE_DECIDED otherwise. */
  service_type: z.enum(APPOINTMENT_SERVICE_TYPES),
  service_type_id: z.enum(SERVICE_TYPE_IDS),
  selection: SelectionSchema,
  /** What the chosen service is quoted at (paid at the garage on the final bill). */
  estimate: QuoteSchema.nullable(),
  reward_details: z.record(z.string(), z.unknown()).nullable(),
  pincode: z.string(),
  source: z.string(),
  is_app: z.boolean(),
  customer_details: CustomerDetailsSchema,
  vehicle_details: VehicleDetailsViewSchema,
  booking_details: z.object({
    appointment_fulfillment_type: z.enum(SLOT_TYPES),
    appointment_date: z.string().nullable(),
    booking_id: z.uuid().nullable(),
    booking_status: z.enum(BOOKING_STATUSES).nullable(),
    hold_expires_at: z.string().nullable(),
    slot_id: z.string().nullable(),
    slot_details: SlotDetailsSchema.nullable(),
  }),
  pickup_details: z.object({ address: PickupAddressSchema.nullable() }),
  /** The work order opened when the car was checked in (the tracking screen's orderId), or null before. */
  order_id: z.uuid().nullable(),
  payment_details: PaymentDetailsSchema.nullable(),
  refund: RefundViewSchema.nullable(),
  /** What the customer may do now, decided by the server's rules. */
  actions: z.object({
    cancel: z.boolean(),
    /** Why cancelling online is refused (the pick-up is under way, the car is checked in, or its status), or null when it is allowed. */
    cancel_refusal: z.enum(CANCEL_REFUSALS).nullable(),
    reschedule: z.boolean(),
    /** What a cancellation now would refund of the fee (paise). */
    refund_on_cancel_paise: PaiseSchema,
    receipt: z.boolean(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** Why it was cancelled: the customer's own words, or the garage's (a car not handed over at the booked time). */
  cancel_reason: z.string().nullable(),
});
export type AppointmentView = z.infer<typeof AppointmentSchema>;
export const LatestAppointmentSchema = AppointmentSchema.nullable();

/** One appointment as "My bookings" lists it. */
export const AppointmentSummarySchema = z.object({
  id: z.uuid(),
  garageId: z.uuid(),
  garageName: z.string(),
  serviceType: z.string(),
  serviceTypeId: z.enum(SERVICE_TYPE_IDS),
  fulfillmentType: z.enum(SLOT_TYPES),
  status: z.enum(APPOINTMENT_STATUSES),
  /** The pick-up pincode (pick-and-drop) or the appointment's: the slot screen's pincode. */
  pincode: z.string(),
  /** The live booking's status (a slot held or booked), for where the booking continues. */
  bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
  /** The work order once the car is checked in: the booking continues on its tracking screen. */
  orderId: z.uuid().nullable(),
  registrationNumber: z.string().nullable(),
  vehicle: z.string(),
  /** The booked day (yyyy-mm-dd, in IST) and slot start (HH:MM), once a slot is booked. */
  appointmentDate: z.string().nullable(),
  slotStart: z.string().nullable(),
  paidPaise: PaiseSchema.nullable(),
  refund: z.object({ amount_paise: PaiseSchema, status: z.enum(REFUND_STATUSES) }).nullable(),
  receipt: z.boolean(),
  createdAt: z.string(),
});
export type AppointmentSummary = z.infer<typeof AppointmentSummarySchema>;
export const AppointmentListSchema = z.array(AppointmentSummarySchema);
