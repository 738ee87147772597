import { z } from 'zod';
import { ServiceTypeIdSchema } from './catalogue';
import { REMINDER_OPERATORS } from './vocabulary';

// Service reminders (docs/decisions/057): spec §3's reminder fields and spec §7's service-reminders
// (upstream PUT /v1/garage/service-reminders), with the owner's switches.

const day = (label: string) =>
  z.iso.date({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a date written yyyy-mm-dd`) });

/** A reminder is read by the booking it came from (or any booking of the same car). */
export const ReminderIdSchema = z.object({ id: z.uuid('appointment id must be a valid id') });

/** Spec §3's reminder, with what the owner's page needs besides. */
export const ServiceReminderSchema = z.object({
  car_no: z.string().nullable(),
  service_type: ServiceTypeIdSchema,
  /** IST days, yyyy-mm-dd. */
  next_service_date: z.string(),
  last_service_date: z.string(),
  garage_id: z.uuid(),
  /** The delivered booking the reminder follows: one tap books the same service from it. */
  appointment_id: z.uuid(),
  /** Who set the next date: the rule after the delivery (SYSTEM) or the owner (CUSTOMER). */
  operation_by: z.enum(REMINDER_OPERATORS),
  /** The date the rule worked out after the delivery. */
  rule_service_date: z.string(),
  /** Off: no reminder messages until turned on again. */
  reminders_on: z.boolean(),
  /** Reminders go on WhatsApp while the opt-in is in force (when and where it was given), else by SMS. */
  whatsapp: z.object({ opted_in: z.boolean(), opted_in_at: z.string().nullable(), source: z.string().nullable() }),
  /** The days the next service may be moved to (today to 18 months ahead). */
  earliest_date: z.string(),
  latest_date: z.string(),
  /** How many days before the date the first reminder goes (SERVICE_REMINDER_DAYS_BEFORE); the second goes on the day. */
  days_before: z.number().int().positive(),
  /** Whether the one asking may change it: its owner only (staff read it). */
  can_change: z.boolean(),
});
export type ServiceReminder = z.infer<typeof ServiceReminderSchema>;

/**
 * Spec §7 PUT service-reminders with the reminder fields: `next_service_date` is the change; the
 * others name the reminder (appointment_id) or repeat what it holds and are not changed by it.
 */
export const ReminderUpdateSchema = z.object({
  appointment_id: z.uuid('appointment id must be a valid id'),
  next_service_date: day('next_service_date'),
  car_no: z.string().max(20).nullable().optional(),
  service_type: ServiceTypeIdSchema.optional(),
  last_service_date: z.string().max(10).optional(),
  garage_id: z.uuid().optional(),
  operation_by: z.enum(REMINDER_OPERATORS).optional(),
});

/** The owner's switches: reminders on or off, and WhatsApp opted in or withdrawn. */
export const ReminderPreferencesSchema = z
  .object({
    reminders_on: z.boolean({ error: 'reminders_on must be true or false' }).optional(),
    whatsapp: z.boolean({ error: 'whatsapp must be true or false' }).optional(),
  })
  .refine((p) => p.reminders_on !== undefined || p.whatsapp !== undefined, 'Say reminders_on, whatsapp or both');
