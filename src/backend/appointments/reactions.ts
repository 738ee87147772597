// Reactions to appointment events (docs/decisions/040): what another feature does when an appointment
// becomes something — the slot given back, the fee refunded, the survey's invitation sent. Each is a
// queue of the job runner subscribed to the events it names; `transition` publishes every event in
// the transaction that records it, so a reaction runs only for what committed. A reaction claims its
// event in the transaction of what it does: run again (a retry) or by a second process, it acts once.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../platform/db/client';
import { withTransaction } from '../platform/db/transaction';
import { appointmentEvents, eventReactions } from '../platform/db/schema';
import type { JobDefinition } from '../platform/jobs';
import {
  APPOINTMENT_EVENT_FACTS,
  type AppointmentEventFacts,
  type AppointmentEventType,
  type EventActorKind,
} from '@/contracts/appointment-events';

/** The topic an event of this kind is published on. */
export const eventTopic = (type: AppointmentEventType) => `appointment.${type}`;

/** What a reaction's job carries: the event, by id (its facts are read from the record, never copied). */
export const ReactionJobSchema = z.object({ eventId: z.uuid() });

/** An event as a reaction reads it, its facts typed by its kind. */
export type AppointmentEvent = {
  [T in AppointmentEventType]: {
    id: string;
    appointmentId: string;
    type: T;
    facts: AppointmentEventFacts<T>;
    by: EventActorKind;
    occurredAt: Date;
  };
}[AppointmentEventType];

export interface Reaction<T extends AppointmentEventType = AppointmentEventType> {
  /** The queue's name, and the reaction's in `event_reactions`: never renamed once running. */
  name: string;
  on: readonly T[];
  /** It writes messages to the outbox: delivered at once when it acted. */
  notifies?: boolean;
  /** Acts on one event in the claiming transaction; throwing undoes it all and the job is tried again. */
  react(tx: Db, event: Extract<AppointmentEvent, { type: T }>): Promise<void>;
}

/** Declares a reaction to events of the kinds it names. */
export const reaction = <T extends AppointmentEventType>(r: Reaction<T>): Reaction<T> => r;

async function findEvent(tx: Db, id: string): Promise<AppointmentEvent | undefined> {
  const [row] = await tx.select().from(appointmentEvents).where(eq(appointmentEvents.id, id));
  if (!row) return undefined;
  const facts = APPOINTMENT_EVENT_FACTS[row.type].parse(row.facts);
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    type: row.type,
    facts,
    by: row.actorKind,
    occurredAt: row.occurredAt,
  } as AppointmentEvent;
}

/** Claims the event for the reaction; false when it acted on it already (or acts on it right now, in a transaction that then commits). */
async function claim(tx: Db, subscriber: string, eventId: string): Promise<boolean> {
  const claimed = await tx.insert(eventReactions).values({ subscriber, eventId }).onConflictDoNothing().returning();
  return claimed.length === 1;
}

/**
 * Runs a reaction on one event, once: the event read, claimed and acted on in one transaction.
 * Answers whether it acted (false: the event is gone — erased with its appointment, or never
 * committed — or was acted on already).
 */
export function reactOnce(db: Db, r: Reaction, eventId: string): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const event = await findEvent(tx, eventId);
    if (!event || !r.on.includes(event.type) || !(await claim(tx, r.name, eventId))) return false;
    await r.react(tx, event as never);
    return true;
  });
}

/** A reaction as a job of the runner: woken as soon as an event is published, retried with a growing wait when it fails. */
export function reactionJob(db: Db, r: Reaction, after: (acted: boolean) => void = () => {}): JobDefinition {
  return {
    name: r.name,
    on: r.on.map(eventTopic),
    prompt: true,
    retryLimit: 10,
    retryDelaySeconds: 2,
    handler: async (data) => after(await reactOnce(db, r, ReactionJobSchema.parse(data).eventId)),
  };
}
