// The one writer of an appointment's record after it is made. Every change is an event: the table
// below says which statuses it may come from and what it sets; the change and its `appointment_events`
// row are written in the caller's transaction, all or none, and the event is published there to the
// reactions that subscribe to it (docs/decisions/039-appointment-transitions-and-events.md, 040). Other features ask for a transition
// through this feature's public face (index.ts); none writes the `appointments` table itself.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import type { Jobs } from '../platform/jobs';
import { withTransaction } from '../platform/db/transaction';
import { rememberMade } from '../platform/idempotency';
import { appointmentEvents, appointments } from '../platform/db/schema';
import type { AppointmentRow } from './repository';
import { eventTopic } from './reactions';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { AppointmentEventFacts, AppointmentEventType, EventActor } from '@/contracts/appointment-events';
import { APPOINTMENT_EVENT_FACTS } from '@/contracts/appointment-events';
import { Appointment, type AppointmentStatus, type BillPaymentMethod } from '@/contracts/vocabulary';
import { BOOKED, canMove, NEXT, refusal } from '@/lib/appointment-status';

/** The person an actor is, as an event records them (a visitor's change is the product's own). */
export function eventActor(actor: Actor): EventActor {
  return actor.kind === 'anonymous' ? { kind: 'system' } : { kind: actor.kind, id: actor.id };
}
export const BY_GATEWAY: EventActor = Object.freeze({ kind: 'gateway' });

type Columns = Partial<typeof appointments.$inferInsert>;

/** What recording an event needs besides the transaction: the job runner its reactions are sent on. */
export interface EventDeps {
  jobs: Pick<Jobs, 'publish'>;
}

/** What a customer may change before paying (spec §7 PATCH appointment). */
export type DetailColumns = Pick<
  Columns,
  'customerDetails' | 'vehicleDetails' | 'registrationNumber' | 'vehicleKey' | 'pickupAddress' | 'isApp' | 'fulfillmentType'
>;

/** The slot copied onto the appointment when one is booked (IST day and times), for lists. */
export interface SlotColumns {
  appointmentDate: string;
  slotStart: string;
  slotEnd: string;
  sameDayService: boolean;
}

/** What each event asks of the record: its new status (when it has one) and the columns it sets. */
export type Change =
  | { type: 'details_changed'; columns: DetailColumns }
  | { type: 'payment_started'; amountPaise: number; serviceDiscountPaise: number }
  | { type: 'payment_pending' }
  | { type: 'payment_failed'; reason: string | null }
  | { type: 'paid'; amountPaise: number; slot?: SlotColumns }
  | { type: 'slot_booked'; slot: SlotColumns }
  | { type: 'rescheduled'; slot: SlotColumns }
  | { type: 'pickup_started' }
  | { type: 'checked_in'; orderId: string }
  | { type: 'delivered'; orderId: string }
  | { type: 'estimate_approved'; orderId: string; approvedPaise: number; approvedLines: number }
  | { type: 'bill_paid'; orderId: string; totalPaise: number; duePaise: number; paidVia: BillPaymentMethod }
  | { type: 'cancelled'; reason: string | null; refundPaise: number }
  | { type: 'no_show'; reason: string; refundPaise: number };

/** The words a refused change is explained with ("…, so it can't be rescheduled."). */
const ACTION: Record<Change['type'], string> = {
  details_changed: 'changed',
  payment_started: 'paid for',
  payment_pending: 'paid for',
  payment_failed: 'paid for',
  paid: 'paid for',
  slot_booked: 'booked',
  rescheduled: 'rescheduled',
  pickup_started: 'picked up',
  checked_in: 'checked in',
  delivered: 'delivered',
  estimate_approved: 'approved',
  bill_paid: 'billed',
  cancelled: 'cancelled',
  no_show: 'closed as not handed over',
};

/** The fields a change really changes, named as the API names them (pickup_address, customer_details, …). */
function changedFields(a: AppointmentRow, columns: DetailColumns): string[] {
  return Object.entries(columns)
    .filter(([key, value]) => JSON.stringify(a[key as keyof DetailColumns]) !== JSON.stringify(value))
    .map(([key]) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
}

interface Planned {
  to: AppointmentStatus | null;
  columns: Columns;
  facts: Record<string, unknown>;
}

const slotFacts = (slot: SlotColumns) => ({ slot_date: slot.appointmentDate, slot_start: slot.slotStart, slot_end: slot.slotEnd });

/** The status an event leads to (null: the status stays) and the columns it sets. */
function plan(a: AppointmentRow, change: Change, at: Date): Planned {
  switch (change.type) {
    case 'details_changed': {
      const to = change.columns.pickupAddress ? NEXT.addressAdded(a.status) : null;
      return { to: to === a.status ? null : to, columns: change.columns, facts: { fields: changedFields(a, change.columns) } };
    }
    case 'payment_started':
      return {
        to: a.status === Appointment.PAYMENT_CREATED ? null : NEXT.paymentStarted(),
        columns: { serviceDiscountPaise: change.serviceDiscountPaise },
        facts: { amount_paise: change.amountPaise },
      };
    case 'payment_pending':
      return { to: NEXT.paymentPending(), columns: {}, facts: {} };
    case 'payment_failed':
      return { to: NEXT.paymentFailed(), columns: {}, facts: { reason: change.reason } };
    case 'paid':
      return {
        to: NEXT.paymentCaptured(change.slot !== undefined),
        columns: { ...change.slot },
        facts: { amount_paise: change.amountPaise, ...(change.slot ? slotFacts(change.slot) : {}) },
      };
    case 'slot_booked':
      return { to: NEXT.paidSlotBooked(), columns: { ...change.slot }, facts: slotFacts(change.slot) };
    case 'rescheduled':
      return { to: NEXT.rescheduled(), columns: { ...change.slot }, facts: slotFacts(change.slot) };
    case 'pickup_started':
      return { to: null, columns: { pickupStartedAt: at }, facts: {} };
    case 'checked_in':
      return { to: null, columns: { checkedInAt: at }, facts: { order_id: change.orderId } };
    case 'delivered':
      return { to: NEXT.delivered(), columns: {}, facts: { order_id: change.orderId } };
    case 'estimate_approved':
      return {
        to: null,
        columns: {},
        facts: { order_id: change.orderId, approved_paise: change.approvedPaise, approved_lines: change.approvedLines },
      };
    case 'bill_paid':
      return {
        to: null,
        columns: {},
        facts: { order_id: change.orderId, total_paise: change.totalPaise, due_paise: change.duePaise, paid_via: change.paidVia },
      };
    case 'cancelled':
    case 'no_show':
      return {
        to: NEXT.cancelled(),
        columns: { cancelledAt: at, cancelReason: change.reason, serviceDiscountPaise: 0 },
        facts: { reason: change.reason, refund_paise: change.refundPaise },
      };
  }
}

/** A fee is captured only while a payment is open: a booking paid already is refunded by the gateway's settling, never paid again. */
const AWAITING_PAYMENT: readonly AppointmentStatus[] = [
  Appointment.PAYMENT_CREATED,
  Appointment.PAYMENT_IN_PROGRESS,
  Appointment.PAYMENT_FAILED,
];

/**
 * What the status table alone does not say: a cancelled booking's details stay as they were; a fee is
 * paid once; the garage records the pick-up and the check-in of a booked car, each once.
 */
function refuseFact(a: AppointmentRow, change: Change): string | undefined {
  if (change.type === 'details_changed' && a.status === Appointment.CANCELLED) return refusal(a.status, ACTION.details_changed);
  if (change.type === 'paid' && !AWAITING_PAYMENT.includes(a.status)) return refusal(a.status, ACTION.paid);
  if (change.type === 'pickup_started') {
    if (!BOOKED.includes(a.status)) return refusal(a.status, ACTION.pickup_started);
    if (a.pickupStartedAt) return 'The pick-up is under way already';
  }
  if (change.type === 'checked_in') {
    if (!BOOKED.includes(a.status)) return 'Only a booked appointment can be checked in';
    if (a.checkedInAt) return 'This car is checked in already';
  }
  return undefined;
}

/**
 * Applies one change to an appointment the caller holds locked in `tx`: refuses a move the status
 * table does not list (409 INVALID_TRANSITION, in words), writes the columns and appends the event.
 * Details sent again as they are change nothing and record nothing. Answers the appointment as it now is.
 */
export async function transition(
  deps: EventDeps,
  tx: Db,
  a: AppointmentRow,
  change: Change,
  by: EventActor,
  at: Date,
): Promise<AppointmentRow> {
  const refused = refuseFact(a, change);
  if (refused) throw new AppError('INVALID_TRANSITION', refused);
  const planned = plan(a, change, at);
  if (change.type === 'details_changed' && (planned.facts.fields as string[]).length === 0) return a;
  if (planned.to !== null && !canMove(a.status, planned.to))
    throw new AppError('INVALID_TRANSITION', refusal(a.status, ACTION[change.type]));
  const status = planned.to ?? a.status;
  const [row] = await tx
    .update(appointments)
    .set({ ...planned.columns, ...(planned.to ? { status } : {}), updatedAt: sql`now()` })
    .where(eq(appointments.id, a.id))
    .returning();
  await insertEvent(deps, tx, a.id, change.type, { from: a.status, to: planned.to === null ? null : status }, planned.facts, by, at);
  return row!;
}

/** Makes an appointment and its first event, `created`, in one transaction. */
export function recordCreated(
  deps: EventDeps,
  db: Db,
  row: typeof appointments.$inferInsert,
  by: EventActor,
  at: Date,
  repeatOf?: string,
): Promise<AppointmentRow> {
  return withTransaction(db, async (tx) => {
    const [made] = await tx.insert(appointments).values(row).returning();
    await rememberMade(tx, made!.id);
    const facts = {
      service_type_id: made!.serviceTypeId,
      fulfillment_type: made!.fulfillmentType,
      source: made!.source,
      ...(repeatOf ? { repeat_of: repeatOf } : {}),
    };
    await appendEvent(deps, tx, made!.id, 'created', { from: null, to: made!.status }, facts, by, at);
    return made!;
  });
}

/** Appends an event of a known kind with its typed facts. */
export function appendEvent<T extends AppointmentEventType>(
  deps: EventDeps,
  tx: Db,
  appointmentId: string,
  type: T,
  statuses: { from: AppointmentStatus | null; to: AppointmentStatus | null },
  facts: AppointmentEventFacts<T>,
  by: EventActor,
  at: Date,
): Promise<void> {
  return insertEvent(deps, tx, appointmentId, type, statuses, facts, by, at);
}

/**
 * Appends an event, its facts checked against their declared shape (a slip here fails loudly in
 * tests, never silently), and publishes it in the same transaction to the reactions subscribed to it.
 */
async function insertEvent(
  deps: EventDeps,
  tx: Db,
  appointmentId: string,
  type: AppointmentEventType,
  statuses: { from: AppointmentStatus | null; to: AppointmentStatus | null },
  facts: Record<string, unknown>,
  by: EventActor,
  at: Date,
): Promise<void> {
  const checked: Record<string, unknown> = APPOINTMENT_EVENT_FACTS[type].parse(facts);
  const [event] = await tx
    .insert(appointmentEvents)
    .values({
      appointmentId,
      type,
      fromStatus: statuses.from,
      toStatus: statuses.to,
      actorKind: by.kind,
      actorId: by.id ?? null,
      facts: checked,
      occurredAt: at,
    })
    .returning({ id: appointmentEvents.id });
  await deps.jobs.publish(eventTopic(type), { eventId: event!.id }, { db: tx });
}
