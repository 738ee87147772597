import type { Db } from '../platform/db/client';
import type { SmsProvider } from '../platform/providers/sms';
import { SmsSendError } from '../platform/providers/sms';
import type { WhatsAppProvider } from '../platform/providers/whatsapp';
import type { Logger } from '@/runtime/logger';
import type { OutboxPage } from '@/contracts/accounts';
import { Channel, type NotificationChannel, type NotificationTemplate } from '@/contracts/vocabulary';
import { maskPhone } from '@/lib/sign-in-rules';
import { claimDue, expireMessages, insertMessage, markFailed, markRetry, markSent, newestMessages } from './repository';

/**
 * Where a message's link names the site's own address: filled in with the site's origin (SITE_ORIGIN)
 * when the message is handed to the provider, so code that writes a message needs no address.
 */
export const ORIGIN_MARK = '{{origin}}';
const withOrigin = (text: string, origin: string) => text.replaceAll(ORIGIN_MARK, origin.replace(/\/+$/, ''));

/** Waits before the 2nd, 3rd… try of a message; after the last, it is given up. */
export const RETRY_DELAYS_SECONDS = [5, 30, 120, 600] as const;
/** A claimed message is left alone this long while it is being sent. */
const LEASE_SECONDS = 60;
const BATCH = 20;

export interface SmsToSend {
  to: string;
  template: NotificationTemplate;
  variables: Record<string, string>;
  text: string;
  /** Holds a secret (a sign-in code): erased once delivered or expired. */
  sensitive?: boolean;
  /** Not worth delivering after this. */
  expiresAt?: Date;
}

/**
 * Writes a message to the notification outbox, the one way every notification goes out, on its
 * channel. Written inside the caller's transaction, it is sent only if that transaction commits.
 */
async function enqueue(db: Db, channel: NotificationChannel, message: SmsToSend): Promise<string> {
  const row = await insertMessage(db, {
    channel,
    recipient: message.to,
    template: message.template,
    payload: message.variables,
    body: message.text,
    sensitive: message.sensitive ?? false,
    expiresAt: message.expiresAt ?? null,
  });
  return row.id;
}

/** An SMS, through the outbox. */
export const enqueueSms = (db: Db, sms: SmsToSend): Promise<string> => enqueue(db, Channel.SMS, sms);

/**
 * A WhatsApp template message, through the outbox (docs/decisions/057): only for a customer whose
 * opt-in is in force; never a secret.
 */
export const enqueueWhatsApp = (db: Db, message: Omit<SmsToSend, 'sensitive'>): Promise<string> => enqueue(db, Channel.WHATSAPP, message);

/** Gives up messages past their expiry and erases old secrets (the periodic sweep; a delivery never claims an expired message). */
export const sweepOutbox = (db: Db) => expireMessages(db);

/**
 * One delivery round: every due message is handed to the provider; failures wait and try again, up to
 * 5 tries (`retryAt` asks for the round of the next try). Answers how many were sent.
 */
export async function deliverDue(
  db: Db,
  provider: SmsProvider,
  logger: Logger,
  options: { retryAt?: (at: Date) => Promise<void>; origin?: () => string; whatsapp?: WhatsAppProvider } = {},
): Promise<number> {
  const retryAt = options.retryAt ?? (async () => {});
  const origin = options.origin?.() ?? '';
  const claimed = await claimDue(db, BATCH, LEASE_SECONDS);
  let sent = 0;
  for (const row of claimed) {
    const recipient = maskPhone(row.recipient);
    // A WhatsApp message goes to the WhatsApp provider; one written while none is given cannot go.
    const through = row.channel === Channel.WHATSAPP ? options.whatsapp : provider;
    try {
      if (!through) throw new SmsSendError('no WhatsApp provider to deliver it', false);
      const variables = Object.fromEntries(Object.entries(row.payload).map(([k, v]) => [k, withOrigin(String(v), origin)]));
      const { providerMessageId } = await through.send({
        to: row.recipient,
        template: row.template as NotificationTemplate,
        variables,
        text: withOrigin(row.body ?? '', origin),
      });
      // The embedded provider delivers nowhere: the demo outbox page shows the text until it expires.
      await markSent(db, row, through.name, providerMessageId, through.embedded);
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryable = !(error instanceof SmsSendError) || error.retryable;
      const delay = RETRY_DELAYS_SECONDS[row.attempts - 1];
      if (retryable && delay !== undefined) {
        await markRetry(db, row.id, message, delay);
        await retryAt(new Date(Date.now() + delay * 1000));
        logger.warn('notification not delivered; will try again', {
          id: row.id,
          recipient,
          attempts: row.attempts,
          retryInSeconds: delay,
          error: message,
        });
      } else {
        await markFailed(db, row.id, message);
        logger.error('notification given up', { id: row.id, recipient, attempts: row.attempts, error: message });
      }
    }
  }
  return sent;
}

/** The demo outbox page: the newest messages, phone numbers masked. */
export async function outboxPage(db: Db, provider: SmsProvider, origin: string, limit = 50): Promise<OutboxPage> {
  const rows = await newestMessages(db, limit);
  return {
    provider: provider.name,
    messages: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: maskPhone(r.recipient),
      template: r.template,
      body: r.body === null ? null : withOrigin(r.body, origin),
      status: r.status,
      attempts: r.attempts,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
