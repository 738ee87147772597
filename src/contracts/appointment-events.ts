// What happened to an appointment, and when: one row of `appointment_events` per change, appended in
// the change's own transaction by the appointments feature (src/backend/appointments/transitions.ts).
// Facts are the figures that matter (amounts, the slot, the reason) and never personal data: an erased
// customer's history keeps no name, number or address. Decision 039.
import { z } from 'zod';
import { APPOINTMENT_STATUSES, BILL_PAYMENT_METHODS } from './vocabulary';

const slotFacts = {
  /** The booked slot, in IST: its day (yyyy-MM-dd) and its times (HH:mm:ss). */
  slot_date: z.string(),
  slot_start: z.string(),
  slot_end: z.string(),
};

/** Each kind of event with the facts it records. */
export const APPOINTMENT_EVENT_FACTS = {
  /** Made by its customer (or repeated from an earlier one). */
  created: z.object({ service_type_id: z.string(), fulfillment_type: z.string(), source: z.string(), repeat_of: z.uuid().optional() }),
  /** Details changed before paying: which fields (never their values). */
  details_changed: z.object({ fields: z.array(z.string()) }),
  /** A payment of the booking fee started (or started again, for another amount). */
  payment_started: z.object({ amount_paise: z.number().int() }),
  /** The gateway has not decided yet (a bank that has not answered). */
  payment_pending: z.object({}),
  payment_failed: z.object({ reason: z.string().nullable() }),
  /** The fee captured; booked at once when its slot was still held. */
  paid: z.object({ amount_paise: z.number().int(), ...slotFacts }).partial({ slot_date: true, slot_start: true, slot_end: true }),
  /** A slot chosen after paying. */
  slot_booked: z.object(slotFacts),
  rescheduled: z.object(slotFacts),
  /** The garage's driver set off. */
  pickup_started: z.object({}),
  /** The car is at the garage: its work order is open. */
  checked_in: z.object({ order_id: z.uuid() }),
  /** The car was handed back: the booking is complete. */
  delivered: z.object({ order_id: z.uuid() }),
  /** The customer approved the estimate (or it needed no answer): what the work approved comes to. */
  estimate_approved: z.object({ order_id: z.uuid(), approved_paise: z.number().int(), approved_lines: z.number().int() }),
  /** The final bill was paid, online or at the counter (or the booking fee covered it). */
  bill_paid: z.object({
    order_id: z.uuid(),
    total_paise: z.number().int(),
    due_paise: z.number().int(),
    paid_via: z.enum(BILL_PAYMENT_METHODS),
  }),
  cancelled: z.object({ reason: z.string().nullable(), refund_paise: z.number().int() }),
  /** The car was not handed over at the booked time: closed by the garage. */
  no_show: z.object({ reason: z.string(), refund_paise: z.number().int() }),
} as const;

export type AppointmentEventType = keyof typeof APPOINTMENT_EVENT_FACTS;
export const APPOINTMENT_EVENT_TYPES = Object.keys(APPOINTMENT_EVENT_FACTS) as [AppointmentEventType, ...AppointmentEventType[]];
export type AppointmentEventFacts<T extends AppointmentEventType> = z.infer<(typeof APPOINTMENT_EVENT_FACTS)[T]>;

/** Who made it happen: a person (by id), the payment gateway, or the product itself (a job). */
export const EVENT_ACTOR_KINDS = ['customer', 'advisor', 'admin', 'gateway', 'system'] as const;
export type EventActorKind = (typeof EVENT_ACTOR_KINDS)[number];
export interface EventActor {
  kind: EventActorKind;
  id?: string | null;
}

/** An event as the API answers it (the booking page's and the advisor card's history). */
export const AppointmentEventViewSchema = z.object({
  type: z.enum(APPOINTMENT_EVENT_TYPES),
  /** What a person reads: "Booking fee of ₹199 paid", in the product's words. */
  title: z.string(),
  detail: z.string().nullable(),
  by: z.enum(EVENT_ACTOR_KINDS),
  from_status: z.enum(APPOINTMENT_STATUSES).nullable(),
  to_status: z.enum(APPOINTMENT_STATUSES).nullable(),
  /** IST, ISO 8601 with +05:30. */
  at: z.string(),
});
export type AppointmentEventView = z.infer<typeof AppointmentEventViewSchema>;
export const AppointmentHistorySchema = z.array(AppointmentEventViewSchema);
