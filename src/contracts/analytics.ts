// The analytics collector's contract (spec §7 "Analytics calls", decision 052): what the SDK sends to
// POST /service-centre/external/api/v2/send and what it is answered. One event, or a batch of them.
import { z } from 'zod';

export const EVENT_TYPES = ['page', 'track', 'identify'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The collector's limits, each held by a test on both sides. */
export const ANALYTICS_LIMITS = {
  /** Events in one request (the SDK batches; the bench sends 10). */
  maxBatch: 50,
  /** Bytes of one request body. */
  maxBodyBytes: 64 * 1024,
  /** Keys of one event's properties. */
  maxProperties: 40,
  /** Characters of one string property. */
  maxPropertyLength: 1024,
  /** How far a client's clock may be from the server's before its time is clamped (ms). */
  maxClockSkewMs: 24 * 3600 * 1000,
} as const;

/** The event property the SDK sets when `navigator.webdriver` is true: the browser says it is automated. */
export const WEBDRIVER_PROPERTY = 'webdriver';

/**
 * Funnel events recorded by the server from the appointment's events, once each (never sent by a
 * browser, whose word on a payment is not proof). The SDK's event catalogue uses the same names.
 */
export const SERVER_EVENTS = ['payment_succeeded', 'booking_confirmed', 'estimate_approved', 'bill_paid'] as const;
export type ServerEvent = (typeof SERVER_EVENTS)[number];

/** Why an event was not stored: counted per day in `analytics_dropped` (a browser naming a server event is not believed). */
export const DROP_REASONS = ['bot_user_agent', 'headless_browser', 'webdriver', 'identify_without_session', 'server_event_name'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

const NAME = /^[A-Za-z0-9_]{1,64}$/;

export const EventPropertiesSchema = z
  .record(
    z.string().max(64, 'a property name is at most 64 characters'),
    z.union([
      z.string().max(ANALYTICS_LIMITS.maxPropertyLength, 'a text property is at most 1024 characters'),
      z.number(),
      z.boolean(),
      z.null(),
    ]),
  )
  .refine((p) => Object.keys(p).length <= ANALYTICS_LIMITS.maxProperties, 'at most 40 properties per event');

const base = {
  event_properties: EventPropertiesSchema.default({}),
  anonymous_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'anonymous_id is 8 to 64 letters, digits, dashes or underscores'),
  /** The client's clock (ISO 8601), kept clamped to the received time ± 24 h. */
  timestamp: z.iso.datetime({ offset: true }).optional(),
};

const eventName = z.string().regex(NAME, 'event_name is 1 to 64 letters, digits or underscores');

export const AnalyticsEventSchema = z.discriminatedUnion('event_type', [
  z.strictObject({ event_type: z.literal('page'), event_name: eventName, ...base }),
  z.strictObject({ event_type: z.literal('track'), event_name: eventName, ...base }),
  z.strictObject({ event_type: z.literal('identify'), ...base }),
]);
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** One event, or a batch of 1 to 50. */
export const AnalyticsBatchSchema = z.union([
  AnalyticsEventSchema.transform((e) => [e]),
  z
    .array(AnalyticsEventSchema)
    .min(1, 'a batch holds at least one event')
    .max(ANALYTICS_LIMITS.maxBatch, 'a batch holds at most 50 events'),
]);
export type AnalyticsBatch = z.output<typeof AnalyticsBatchSchema>;

/** The answer (202): how many events were kept, and how many were dropped as automated or ignored. */
export const CollectAnswerSchema = z.object({ data: z.object({ accepted: z.number().int(), dropped: z.number().int() }) });
export type CollectAnswer = z.infer<typeof CollectAnswerSchema>;

/** Where the embedded collector answers (SPEC-NOTES: the root /external belongs to the main site). */
export const COLLECT_PATH = '/service-centre/external/api/v2/send';

/** The demo page of collected events (test and demo modes only): one browser's stored events, oldest first. */
export const CollectedEventsQuerySchema = z.object({
  anonymous_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'anonymous_id is 8 to 64 letters, digits, dashes or underscores'),
});
export const CollectedEventSchema = z.object({
  received_at: z.string(),
  event_type: z.enum(EVENT_TYPES),
  event_name: z.string().nullable(),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  device: z.string(),
  customer: z.boolean(),
});
export const CollectedEventsSchema = z.object({ events: z.array(CollectedEventSchema) });
export type CollectedEvents = z.infer<typeof CollectedEventsSchema>;
