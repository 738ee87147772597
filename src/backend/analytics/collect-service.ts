// The collector (decision 052): a batch of the SDK's events, checked against its write key, the
// limits and the bot rules, appended to analytics_events. Identity comes from the request's session,
// never from the body; the client's address is used for limits only and never stored.
import { AppError } from '@/contracts/errors';
import { parseInput } from '@/contracts/parse';
import { ANALYTICS_LIMITS, AnalyticsBatchSchema, SERVER_EVENTS, type CollectAnswer, type DropReason } from '@/contracts/analytics';
import { ipRateLimitKey, type RateLimits } from '@/runtime/rate-limit';
import type { Logger } from '@/runtime/logger';
import type { Db } from '../platform/db/client';
import { resolveSession } from '../accounts';
import { deviceOf, robotOfEvent, robotOfUserAgent } from './bots';
import { ensurePartitionFor } from './partitions';
import { countDropped, insertEvents, linkIdentities, type EventRow } from './repository';
import type { WriteKeys } from './write-keys';

export interface CollectDeps {
  db: Db;
  limits: RateLimits;
  keys: WriteKeys;
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
  const dropped = new Map<DropReason, number>();
  const drop = (reason: DropReason) => dropped.set(reason, (dropped.get(reason) ?? 0) + 1);
  const robot = robotOfUserAgent(request.userAgent);
  // An automation key lets the automated browsers it is for through; a crawler is still a crawler.
  const passesAutomation = (reason: DropReason | null) => key.automation && reason !== 'bot_user_agent';
  const customerId = request.sessionToken ? await customerOf(deps.db, request.sessionToken, now) : undefined;
  const rows: EventRow[] = [];
  const identified: string[] = [];
  const device = deviceOf(request.userAgent);
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
  await appendEvents(deps.db, rows, now);
  await Promise.all([
    countDropped(deps.db, now.toISOString().slice(0, 10), key.id, dropped),
    customerId ? linkIdentities(deps.db, customerId, identified, now) : undefined,
  ]);
  return { data: { accepted: rows.length + identified.length, dropped: events.length - rows.length - identified.length } };
}

const isServerEvent = (name: string) => (SERVER_EVENTS as readonly string[]).includes(name);

/** The client's time, kept within a day of the server's (a wrong clock must not land in another month's figures). */
export function clampedClientTime(timestamp: string, now: Date): Date {
  const at = Date.parse(timestamp);
  const skew = ANALYTICS_LIMITS.maxClockSkewMs;
  return new Date(Math.min(Math.max(at, now.getTime() - skew), now.getTime() + skew));
}

/** The signed-in customer of a session token; staff and dead sessions are nobody here. */
async function customerOf(db: Db, token: string, now: Date): Promise<string | undefined> {
  const session = await resolveSession(db, token, now);
  return session?.actor.kind === 'customer' ? session.actor.id : undefined;
}

/** Inserts the rows; a month without its partition yet (the job is late) gets it, once. */
async function appendEvents(db: Db, rows: EventRow[], now: Date): Promise<void> {
  try {
    await insertEvents(db, rows);
  } catch (error) {
    if ((error as { code?: string }).code !== NO_PARTITION && (error as { cause?: { code?: string } }).cause?.code !== NO_PARTITION)
      throw error;
    await ensurePartitionFor(db, now);
    await insertEvents(db, rows);
  }
}
