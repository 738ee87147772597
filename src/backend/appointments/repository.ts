import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import {
  appointmentEvents,
  appointments,
  bookings,
  garages,
  payments,
  refunds,
  slots,
  vehicleMakes,
  vehicleModels,
  workOrders,
} from '../platform/db/schema';
import { Appointment, Booking, Payment, PaymentFor, Refund, type BookingStatus, type RefundStatus } from '@/contracts/vocabulary';
import { ENDED } from '@/lib/appointment-status';

/** Not over: neither cancelled nor delivered. */
const active = () => notInArray(appointments.status, [...ENDED]);

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;

/** How many appointments ended with the car delivered back (COMPLETED, docs/decisions/033). */
export async function countDeliveredAppointments(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(eq(appointments.status, Appointment.COMPLETED));
  return Number(row?.n ?? 0);
}

export async function findAppointment(db: Db, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** The appointment, locked until the transaction ends: every change to an appointment starts here. */
export async function lockAppointment(db: Db, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

/** The customer's active appointment for a car (the one a second booking is offered instead). */
export async function findActiveForCar(db: Db, userId: string, vehicleKey: string): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.vehicleKey, vehicleKey), active()));
  return row;
}

/** Everything an appointment's screens show: the garage, its work order's id, the live booking and its slot, the fee's newest payment and its refund. */
export async function loadAppointmentParts(db: Db, id: string) {
  const [row] = await db
    .select({ appointment: appointments, garage: garages, orderId: workOrders.id })
    .from(appointments)
    .innerJoin(garages, eq(garages.id, appointments.garageId))
    .leftJoin(workOrders, eq(workOrders.appointmentId, appointments.id))
    .where(eq(appointments.id, id));
  if (!row) return undefined;
  const [[live], [payment]] = await Promise.all([
    db
      .select({ booking: bookings, slot: slots })
      .from(bookings)
      .innerJoin(slots, eq(slots.id, bookings.slotId))
      .where(and(eq(bookings.appointmentId, id), inArray(bookings.status, [Booking.HELD, Booking.CONFIRMED]))),
    db
      .select({ payment: payments, refund: refunds })
      .from(payments)
      .leftJoin(refunds, eq(refunds.paymentId, payments.id))
      .where(and(eq(payments.appointmentId, id), eq(payments.purpose, PaymentFor.FEE)))
      .orderBy(sql`case when ${payments.status} = ${Payment.CONFIRMED} then 0 else 1 end`, desc(payments.createdAt))
      .limit(1),
  ]);
  const refund = payment?.refund ?? (row.appointment.status === Appointment.CANCELLED ? await refundDecidedOf(db, id) : undefined);
  return { ...row, live, payment: payment?.payment, refund };
}

/** A refund as the screens show it. */
export type RefundShown = Pick<typeof refunds.$inferSelect, 'amountPaise' | 'status' | 'createdAt' | 'processedAt'>;

/** The appointment's id, named with its table: drizzle leaves a one-table query's columns unqualified, which a subquery would read as its own. */
const APPOINTMENT_ID = sql.raw('"appointments"."id"');

/** The refund a cancellation decided (its event's), in the moment before the payments feature records it: pending. */
const decidedRefundPaise = sql<
  number | null
>`(select (${appointmentEvents.facts}->>'refund_paise')::int from ${appointmentEvents} where ${appointmentEvents.appointmentId} = ${APPOINTMENT_ID} and ${appointmentEvents.type} in ('cancelled', 'no_show') and (${appointmentEvents.facts}->>'refund_paise')::int > 0 order by ${appointmentEvents.seq} desc limit 1)`;

async function refundDecidedOf(db: Db, id: string): Promise<RefundShown | undefined> {
  const [row] = await db
    .select({ amountPaise: decidedRefundPaise, at: appointments.cancelledAt })
    .from(appointments)
    .where(eq(appointments.id, id));
  return row?.amountPaise
    ? { amountPaise: row.amountPaise, status: Refund.PENDING, createdAt: row.at ?? new Date(), processedAt: null }
    : undefined;
}

export type AppointmentParts = NonNullable<Awaited<ReturnType<typeof loadAppointmentParts>>>;

/** What a cancellation's refund is decided on: the fee captured (paise; null when none) and the booked slot's start (null before one is booked). */
export async function feeAndSlotOf(db: Db, id: string): Promise<{ paidPaise: number | null; slotStartsAt: Date | null }> {
  const [[fee], [booked]] = await Promise.all([
    db
      .select({ amountPaise: payments.amountPaise })
      .from(payments)
      .where(and(eq(payments.appointmentId, id), eq(payments.purpose, PaymentFor.FEE), eq(payments.status, Payment.CONFIRMED))),
    db
      .select({ startsAt: slots.startsAt })
      .from(bookings)
      .innerJoin(slots, eq(slots.id, bookings.slotId))
      .where(and(eq(bookings.appointmentId, id), eq(bookings.status, Booking.CONFIRMED))),
  ]);
  return { paidPaise: fee?.amountPaise ?? null, slotStartsAt: booked?.startsAt ?? null };
}

/** The customer's appointments that are not over, locked until the transaction ends. */
export function lockActiveAppointmentsOf(db: Db, userId: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), active()))
    .for('update');
}

/**
 * The customer's newest appointment that is not cancelled; `includeDelivered: false` leaves out a
 * delivered one too (the resume card's, which has nothing to resume), else it counts (the order
 * look-up, whose tracking screen still shows a delivered car).
 */
export async function latestActiveOf(db: Db, userId: string, options: { includeDelivered: boolean }): Promise<string | undefined> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), options.includeDelivered ? ne(appointments.status, Appointment.CANCELLED) : active()))
    .orderBy(desc(appointments.createdAt))
    .limit(1);
  return row?.id;
}

/** A customer's appointments for "My bookings", newest first, with the garage, the car, what was paid and any refund. */
export function appointmentsOfUser(db: Db, userId: string) {
  return (
    db
      .select({
        id: appointments.id,
        garageId: appointments.garageId,
        garageName: garages.name,
        serviceType: appointments.serviceType,
        serviceTypeId: appointments.serviceTypeId,
        fulfillmentType: appointments.fulfillmentType,
        status: appointments.status,
        registrationNumber: appointments.registrationNumber,
        pincode: appointments.pincode,
        pickupAddress: appointments.pickupAddress,
        // The live booking (held or booked; at most one per appointment).
        bookingStatus: sql<BookingStatus | null>`(select ${bookings.status} from ${bookings} where ${bookings.appointmentId} = ${appointments.id} and ${bookings.status} in (${Booking.HELD}, ${Booking.CONFIRMED}) limit 1)`,
        vehicleDetails: appointments.vehicleDetails,
        appointmentDate: appointments.appointmentDate,
        slotStart: appointments.slotStart,
        createdAt: appointments.createdAt,
        paidPaise: sql<
          number | null
        >`(select ${payments.amountPaise} from ${payments} where ${payments.appointmentId} = ${appointments.id} and ${payments.purpose} = ${PaymentFor.FEE} and ${payments.status} = ${Payment.CONFIRMED} limit 1)`,
        // The fee's refund, or the one its cancellation decided while the payments feature records it.
        refundPaise: sql<number | null>`coalesce(${refunds.amountPaise}, ${decidedRefundPaise})`,
        refundStatus: sql<RefundStatus | null>`coalesce(${refunds.status}::text, case when ${decidedRefundPaise} is not null then ${Refund.PENDING} end)`,
        orderId: workOrders.id,
      })
      .from(appointments)
      .innerJoin(garages, eq(garages.id, appointments.garageId))
      // The fee's refund only (a bill paid twice online is refunded too, but it is the bill's).
      .leftJoin(
        refunds,
        and(
          eq(refunds.appointmentId, appointments.id),
          sql`${refunds.paymentId} in (select ${payments.id} from ${payments} where ${payments.appointmentId} = ${appointments.id} and ${payments.purpose} = ${PaymentFor.FEE})`,
        ),
      )
      .leftJoin(workOrders, eq(workOrders.appointmentId, appointments.id))
      .where(eq(appointments.userId, userId))
      .orderBy(desc(appointments.createdAt))
      .limit(100)
  );
}

/** The make and model names of a catalogue model, with its body type and make. */
export async function findModelNames(db: Db, modelId: number) {
  const [row] = await db
    .select({ model: vehicleModels, make: vehicleMakes })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(eq(vehicleModels.id, modelId));
  return row;
}
