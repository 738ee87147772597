// The funnel's events the server knows best (decision 054): a fee captured, a booking confirmed, an
// estimate approved, a bill paid. They are read from the appointment's own events by a reaction, so
// an ad-blocker or a closed tab cannot hide them, and each is recorded once however often its job
// runs (the reaction claims the appointment's event in the transaction that writes them).
import type { BackendDeps } from '../platform/deps';
import { reaction, type AppointmentEvent } from '../appointments';
import type { ServerEvent } from '@/contracts/analytics';
import { ensurePartitionFor } from './partitions';
import { findWriteKey, insertEvents } from './repository';
import { bookingOf, lastBrowserOf, serverBrowserFor } from './server-events-repository';

/** The device column of a server event: no browser sent it. */
export const SERVER_DEVICE = 'server';

/** The appointment's events that are funnel events, with their figures. */
export const SERVER_EVENT_SOURCES = ['paid', 'slot_booked', 'estimate_approved', 'bill_paid'] as const;

type Properties = Record<string, string | number | boolean | null>;

/** The funnel events one appointment event is: a fee paid with its slot still held is also the booking confirmed. */
export function serverEventsOf(event: AppointmentEvent): { name: ServerEvent; properties: Properties }[] {
  switch (event.type) {
    case 'paid': {
      const paid = { name: 'payment_succeeded' as const, properties: { amount_paise: event.facts.amount_paise } };
      return event.facts.slot_date ? [paid, { name: 'booking_confirmed', properties: { slot_date: event.facts.slot_date } }] : [paid];
    }
    case 'slot_booked':
      return [{ name: 'booking_confirmed', properties: { slot_date: event.facts.slot_date } }];
    case 'estimate_approved':
      return [
        {
          name: 'estimate_approved',
          properties: {
            order_id: event.facts.order_id,
            approved_paise: event.facts.approved_paise,
            approved_lines: event.facts.approved_lines,
          },
        },
      ];
    case 'bill_paid':
      return [
        {
          name: 'bill_paid',
          properties: { order_id: event.facts.order_id, amount_paise: event.facts.total_paise, paid_via: event.facts.paid_via },
        },
      ];
    default:
      return [];
  }
}

/**
 * The reaction that records them: as the customer's browser (the anonymous id it last identified
 * with, so the server's steps join the browser's in the funnel), or, for a customer whose browser
 * never reported, as a random id of the server's, linked to them the same way; with the booking's centre, city, service, handover and source.
 */
export const analyticsServerEvents = (deps: Pick<BackendDeps, 'analytics' | 'clock'>) => {
  let keyId: number | undefined;
  return reaction({
    name: 'analytics-server-events',
    on: SERVER_EVENT_SOURCES,
    async react(tx, event) {
      const events = serverEventsOf(event);
      if (!events.length) return;
      const booking = await bookingOf(tx, event.appointmentId);
      if (!booking?.userId) return;
      // The site's key, revoked or not: the server's events are the site's.
      keyId ??= (await findWriteKey(tx, deps.analytics.writeKey))?.id;
      if (keyId === undefined) throw new Error('the site write key is missing: it is made on start');
      const anonymousId = (await lastBrowserOf(tx, booking.userId)) ?? (await serverBrowserFor(tx, booking.userId, event.occurredAt));
      const common: Properties = {
        appointment_id: event.appointmentId,
        garage_id: booking.garageId,
        city: booking.city,
        service_type: booking.serviceTypeId,
        fulfillment_type: booking.fulfillmentType,
        source: booking.source,
      };
      // Received now, when recorded (the roll-ups read events by the time they arrived, and never
      // look behind their watermark); when it happened is its client time.
      const now = deps.clock();
      await ensurePartitionFor(tx, now);
      await insertEvents(
        tx,
        events.map((e) => ({
          receivedAt: now,
          clientAt: event.occurredAt,
          eventType: 'track' as const,
          eventName: e.name,
          anonymousId,
          customerId: booking.userId,
          properties: { ...common, ...e.properties },
          device: SERVER_DEVICE,
          writeKeyId: keyId!,
        })),
      );
    },
  });
};
