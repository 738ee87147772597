// The collector (decision 052): a batch of the SDK's events, checked against its write key, the
// limits and the bot rules, appended to analytics_events. Identity comes from the request's session
// (its answer kept for a short while, session-customers.ts), never from the body; the client's address
// is used for limits only and never stored.
import { AppError } from '@/contracts/errors';
import { parseInput } from '@/contracts/parse';
import {
  ANALYTICS_LIMITS,
  AnalyticsBatchSchema,
  SERVER_EVENTS,
  type AnalyticsBatch,
  type CollectAnswer,
  type DropReason,
} from '@/contracts/analytics';
import { ipRateLimitKey, type RateLimits } from '@/runtime/rate-limit';
import type { Logger } from '@/runtime/logger';
import type { Db } from '../platform/db/client';
import { deviceOf, robotOfEvent, robotOfUserAgent } from './bots';
import { ensurePartitionFor } from './partitions';
import { countDropped, insertEvents, linkIdentities, type EventRow, type WriteKeyRow } from './repository';
import type { SessionCustomers } from './session-customers';
import type { WriteKeys } from './write-keys';

export interface CollectDeps {
  db: Db;
  limits: RateLimits;
  keys: WriteKeys;
  sessions: SessionCustomers;
  clock: () => Date;
  logger: Logger;
}

/** One request to the collector, as the server read it. */
export interface CollectRequest {
  /** x-write-key, or ?write_key= (navigator.sendBeacon cannot set headers). */
  writeKey: string | undefined;
  /** The parsed JSON body. */
  body: unknown;
  userAgent: string | undefined;
  /** The client's address: for the limits only. */
  ip: string;
  /** The session cookie's token, when the request carried one. */
  sessionToken: string | undefined;
}

/** The Postgres error of a row for which no partition exists. */
const NO_PARTITION = '23514';
/** The Postgres error of a row naming a customer who no longer exists. */
const NO_SUCH_CUSTOMER = '23503';

/** Takes one request's events: 202 with how many were kept and dropped, or an AppError. */
export async function collectEvents(deps: CollectDeps, request: CollectRequest): Promise<CollectAnswer> {
  const key = request.writeKey ? await deps.keys.find(request.writeKey) : undefined;
  if (!key) throw new AppError('UNAUTHORIZED', 'The write key is unknown or revoked');
  const [byKey, byIp] = await Promise.all([
    deps.limits.consume('analytics-key', `analytics-key:${key.id}`),
    deps.limits.consume('analytics-ip', ipRateLimitKey(request.ip)),
  ]);
  const refused = [byKey, byIp].find((d) => !d.ok);
  if (refused && !refused.ok)
    throw new AppError('RATE_LIMITED', 'Too many events; please wait a moment and try again', {
      retryAfterSeconds: refused.retryAfterSeconds,
    });
  const events = parseInput(AnalyticsBatchSchema, request.body);
  const now = deps.clock();
  const token = request.sessionToken;
  const customerId = token ? await deps.sessions.customerOf(token, now) : undefined;
  const batch = { key, events, userAgent: request.userAgent, now };
  try {
    return await storeBatch(deps.db, batch, customerId);
  } catch (error) {
    // A kept answer may name a customer erased since (their sessions went with them): looked up
    // afresh, the batch is nobody's, and none of it is stored under the erased person.
    if (!token || !customerId || !hasCode(error, NO_SUCH_CUSTOMER)) throw error;
    deps.sessions.forget(token);
    return storeBatch(deps.db, batch, await deps.sessions.customerOf(token, now));
  }
}

interface Batch {
  key: WriteKeyRow;
  events: AnalyticsBatch;
  userAgent: string | undefined;
  now: Date;
}

/** Drops robots' events, links identifies to the customer, and writes the rest and the counts. */
async function storeBatch(db: Db, { key, events, userAgent, now }: Batch, customerId: string | undefined): Promise<CollectAnswer> {
  const dropped = new Map<DropReason, number>();
  const drop = (reason: DropReason) => dropped.set(reason, (dropped.get(reason) ?? 0) + 1);
  const robot = robotOfUserAgent(userAgent);
  // An automation key lets the automated browsers it is for through; a crawler is still a crawler.
  const passesAutomation = (reason: DropReason | null) => key.automation && reason !== 'bot_user_agent';
  const rows: EventRow[] = [];
  const identified: string[] = [];
  const device = deviceOf(userAgent);
  for (const event of events) {
    const reason = robot ?? robotOfEvent(event);
    if (reason && !passesAutomation(reason)) {
      drop(reason);
      continue;
    }
    // Revenue is the server's word (decision 054): a browser cannot claim a payment or a booking.
    if (event.event_type !== 'identify' && isServerEvent(event.event_name)) {
      drop('server_event_name');
      continue;
    }
    if (event.event_type === 'identify') {
      if (customerId) identified.push(event.anonymous_id);
      else drop('identify_without_session');
      continue;
    }
    rows.push({
      receivedAt: now,
      clientAt: event.timestamp ? clampedClientTime(event.timestamp, now) : null,
      eventType: event.event_type,
      eventName: event.event_name,
      anonymousId: event.anonymous_id,
      customerId: customerId ?? null,
      properties: event.event_properties,
      device,
      writeKeyId: key.id,
    });
  }
  // What names the customer first, the counts after: a batch stored again without its customer is
  // not counted twice.
  await Promise.all([appendEvents(db, rows, now), customerId ? linkIdentities(db, customerId, identified, now) : undefined]);
  await countDropped(db, now.toISOString().slice(0, 10), key.id, dropped);
  return { data: { accepted: rows.length + identified.length, dropped: events.length - rows.length - identified.length } };
}

const isServerEvent = (name: string) => (SERVER_EVENTS as readonly string[]).includes(name);

/** The client's time, kept within a day of the server's (a wrong clock must not land in another month's figures). */
export function clampedClientTime(timestamp: string, now: Date): Date {
  const at = Date.parse(timestamp);
  const skew = ANALYTICS_LIMITS.maxClockSkewMs;
  return new Date(Math.min(Math.max(at, now.getTime() - skew), now.getTime() + skew));
}

/** Inserts the rows; a month without its partition yet (the job is late) gets it, once. */
async function appendEvents(db: Db, rows: EventRow[], now: Date): Promise<void> {
  try {
    await insertEvents(db, rows);
  } catch (error) {
    if (!hasCode(error, NO_PARTITION)) throw error;
    await ensurePartitionFor(db, now);
    await insertEvents(db, rows);
  }
}

/** Whether a database error (or the driver's error it wraps) carries this SQLSTATE. */
function hasCode(error: unknown, code: string): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === code || e?.cause?.code === code;
}
