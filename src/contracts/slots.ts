import { z } from 'zod';
import { GarageIdSchema, PincodeSchema } from './garage';
import { text } from './input-rules';
import { BOOKING_STATUSES, SLOT_TYPES } from './vocabulary';

export const SlotTypeSchema = z.enum(SLOT_TYPES, { error: 'Slot type not found' });

/**
 * A slot's id: its template and its day in IST ('<template uuid>_2026-11-25'). Slots are generated
 * from the garage's templates, so the id names one before any row for it exists.
 */
export const SLOT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_\d{4}-\d{2}-\d{2}$/;
export const SlotIdSchema = text(47, 'slot_id', { tooLong: 'slot_id is not a slot', notAllowed: 'slot_id is not a slot' })
  .toLowerCase()
  .regex(SLOT_ID_PATTERN, 'slot_id is not a slot');

/**
 * Spec §5 slot lookup: slot_type ('Slot type not found' without it) and pincode; garage_id, when
 * given, wins over the pincode's garage (self-drop at a chosen centre).
 */
export const SlotsQuerySchema = z
  .object({
    slot_type: SlotTypeSchema,
    pincode: PincodeSchema.optional(),
    garage_id: GarageIdSchema.optional(),
  })
  .refine((q) => q.pincode !== undefined || q.garage_id !== undefined, { message: 'pincode or garage_id is required', path: ['pincode'] });

/** Spec §3's slot, plus what is left of its capacity and its day. Times are instants with the IST offset. */
export const SlotSchema = z.object({
  id: z.string(),
  /** The IST calendar day (yyyy-mm-dd). */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Total capacity (spec §3). */
  count: z.number().int().nonnegative(),
  /** Places neither booked nor held. */
  left: z.number().int().nonnegative(),
  isSameDayService: z.boolean(),
  disabled: z.boolean(),
  /** Why a disabled slot cannot be chosen: 'full' or 'closed' (past its booking cut-off). */
  unavailable: z.enum(['full', 'closed']).nullable(),
});
export type SlotView = z.infer<typeof SlotSchema>;

export const SlotListSchema = z.object({
  garage_id: z.string(),
  garage_name: z.string(),
  slot_type: SlotTypeSchema,
  /** Every time is in this zone (Asia/Kolkata). */
  time_zone: z.string(),
  slots: z.array(SlotSchema),
  /** Days in the window the garage is closed (holidays, closures), with the reason to show. */
  closed_days: z.array(z.object({ date: z.string(), reason: z.string() })),
});
export type SlotList = z.infer<typeof SlotListSchema>;

/** Spec §3 booking_details.slot_details. */
export const SlotDetailsSchema = z.object({ start_time: z.string(), end_time: z.string(), same_day_service: z.boolean() });
export type SlotDetails = z.infer<typeof SlotDetailsSchema>;

/** POST booking: the appointment's slot, held while the fee is paid (booked at once when the fee is paid already). */
export const CreateBookingInputSchema = z.object({
  appointment_id: z.uuid('appointment_id must be a valid id'),
  slot_id: SlotIdSchema,
});

export const BookingSchema = z.object({
  booking_id: z.uuid(),
  appointment_id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  /** When a held slot is released unless the fee is paid; null once booked. */
  hold_expires_at: z.string().nullable(),
  slot_id: z.string(),
  slot_details: SlotDetailsSchema,
});
export type BookingView = z.infer<typeof BookingSchema>;

/** Spec §5 booking lookup: with no id the answer is an empty object. */
export const BookingQuerySchema = z.object({ booking_id: z.uuid('booking_id must be a valid id').optional() });
export const BookingLookupSchema = z.union([BookingSchema, z.object({}).strict()]);
