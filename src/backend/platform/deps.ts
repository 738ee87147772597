import type { Database, Db } from './db/client';
import type { Logger } from '@/runtime/logger';
import type { VehicleRegistry } from './providers/vehicle-registry';
import type { VehicleImages } from './providers/vehicle-images';
import type { SmsProvider } from './providers/sms';
import type { WhatsAppProvider } from './providers/whatsapp';
import type { PolicyRegistry } from './providers/policies';
import type { RateLimits } from '@/runtime/rate-limit';
import type { PaymentProvider } from './providers/payments';
import type { MapsProvider } from './providers/maps';
import type { ObjectStorage } from './providers/storage';
import type { SurveyProvider } from './providers/survey';
import type { Jobs } from './jobs';
import type { SlotRules } from '@/lib/slots';

/** Outside services, each behind a small interface with an embedded default. */
export interface Providers {
  vehicleRegistry: VehicleRegistry;
  /** Pictures of cars: a vehicle image service with VEHICLE_IMAGE_URL, else the outline of each body type. */
  vehicleImages: VehicleImages;
  sms: SmsProvider;
  /** WhatsApp messages (service reminders to those who opted in): the Cloud API with WHATSAPP_ACCESS_TOKEN, else kept in the outbox. */
  whatsapp: WhatsAppProvider;
  policies: PolicyRegistry;
  payments: PaymentProvider;
  /** Address search: Google with GOOGLE_MAPS_API_KEY, else the India Post directory. */
  maps: MapsProvider;
  /** The India Post directory, always here: it suggests a garage's areas and answers its own place ids under any provider. */
  placeDirectory: MapsProvider;
  /** Stored files (estimate photos): an S3-compatible bucket with S3_BUCKET, else files under DATA_DIR. */
  storage: ObjectStorage;
  /** The satisfaction survey after delivery: Typeform with TYPEFORM_FORM_URL, else the product's own page. */
  survey: SurveyProvider;
}

/** Booking settings (SLOT_HOLD_MINUTES, SLOT_CUTOFF_MINUTES, PICKUP_CUTOFF_MINUTES). */
export interface BookingSettings extends SlotRules {
  /** How long a chosen slot is held while the fee is paid. */
  holdMinutes: number;
}

/** The service reminders' settings (SERVICE_REMINDER_DAYS_BEFORE). */
export interface ReminderSettings {
  /** The first reminder goes this many days before the due day; the second on it. */
  daysBefore: number;
}

/** The analytics collector's settings. */
export interface AnalyticsSettings {
  /** The site's write key, made sure of on start. */
  writeKey: string;
  /** Months of events kept; older months' partitions are dropped. */
  retentionMonths: number;
}

/** Delivers the notification outbox in the background (on the job runner). */
export interface OutboxDelivery {
  /** Asks for a delivery round now (after a message was written). */
  kick(): void;
}

/** The mode the product runs in (src/config/run-mode.ts). */
export type AppEnv = import('@/config/run-mode').RunMode;

/**
 * What the backend is built from, once at start-up. Routes hand services only the parts they use
 * (a database handle, which may be a transaction; a provider; the logger).
 */
export interface BackendDeps {
  database: Database;
  /** The database handle outside any transaction. */
  db: Db;
  logger: Logger;
  appEnv: AppEnv;
  providers: Providers;
  /** Limits per person or key (per-IP limits are the server's). */
  limits: RateLimits;
  outbox: OutboxDelivery;
  /** The key of the sign-in codes' keyed hash (HMAC-SHA-256). */
  codeKey: Buffer;
  /** The key that signs the links of the product's own survey page (derived from the code key). */
  surveyKey: Buffer;
  /** The support number messages name (SUPPORT_PHONE): the service advisor number of spec §9. */
  supportPhone: string;
  /** Background and scheduled jobs (pg-boss in the server; run by hand in the backend's tests). */
  jobs: Jobs;
  /** The time, injectable so that tests can move it. */
  clock: () => Date;
  booking: BookingSettings;
  /** The product's public origin (SITE_ORIGIN), read when needed: the server settles it after listening. */
  siteOrigin: () => string;
  /** The sandbox gateway, while it is the payment provider. */
  sandbox?: import('../sandbox-gateway/pay-service').SandboxDeps;
  /** The analytics collector's settings (ANALYTICS_WRITE_KEY, ANALYTICS_RETENTION_MONTHS). */
  analytics: AnalyticsSettings;
  reminders: ReminderSettings;
  /** Applies a captured payment of a workshop bill (the workshop's; see BillCaptured). */
  billCaptured: BillCaptured;
  /** Before an account is erased, what the bookings keep of its customer (the appointments'; see ForgetCustomer). */
  forgetCustomer: ForgetCustomer;
}

/**
 * In the erasing transaction, before a customer's account goes: their bookings still ahead are
 * cancelled (refused while a car is with the garage), and their appointments forgotten — kept without
 * them where a payment made a tax record, else erased. Answers how many were kept for tax. It is the
 * appointments feature's, handed to accounts at start-up, so that accounts imports nothing above it.
 */
export type ForgetCustomer = (tx: Db, userId: string, now: Date) => Promise<number>;

/**
 * Applies a captured payment of a workshop's final bill in the settling transaction: the bill paid and
 * the car moved to payment received, or (the bill was paid meanwhile) the payment refunded. It is the
 * workshop's, handed to the payments feature at start-up, so that payments imports nothing above it.
 */
export type BillCaptured = (
  tx: Db,
  payment: { id: string; appointmentId: string; workOrderId: string | null; amountPaise: number; providerPaymentId: string | null },
  gatewayPaymentId: string,
  now: Date,
) => Promise<'paid' | 'refunded'>;
