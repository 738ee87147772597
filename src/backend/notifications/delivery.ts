// The outbox's delivery, on the one job runner (platform/jobs.ts; docs/decisions/040): a delivery round
// as soon as a message is written (kick), one when a message's next try falls due, and every minute
// a sweep that gives up expired messages, erases old secrets and delivers what is due (messages of a
// process that stopped before its round, leases run out). Rounds may run at once in several
// processes: each claims its messages (FOR UPDATE SKIP LOCKED), so no message is sent twice at once.
import type { Db } from '../platform/db/client';
import type { OutboxDelivery } from '../platform/deps';
import type { JobDefinition, Jobs } from '../platform/jobs';
import type { SmsProvider } from '../platform/providers/sms';
import type { WhatsAppProvider } from '../platform/providers/whatsapp';
import type { Logger } from '@/runtime/logger';
import { deliverDue, sweepOutbox } from './outbox-service';

export const OUTBOX_JOBS = { deliver: 'deliver-messages', sweep: 'sweep-messages' } as const;

/** Asks the runner for a delivery round; a failure to ask is logged (the minute's sweep delivers the message). */
export function outboxKicker(jobs: Pick<Jobs, 'send'>, logger: Logger): OutboxDelivery {
  return {
    kick() {
      jobs
        .send(OUTBOX_JOBS.deliver, {})
        .catch((error: unknown) => logger.warn('outbox round not asked for; the sweep will deliver', { error }));
    },
  };
}

/** The outbox's jobs: delivery rounds (woken at once) and the sweep (every minute). */
export function outboxJobs(
  db: Db,
  providers: { sms: SmsProvider; whatsapp: WhatsAppProvider },
  logger: Logger,
  jobs: Pick<Jobs, 'send'>,
  origin: () => string,
): JobDefinition[] {
  // A message to be tried again asks for the round that tries it.
  const retryAt = (at: Date) => jobs.send(OUTBOX_JOBS.deliver, {}, { startAfter: at });
  const options = { retryAt, origin, whatsapp: providers.whatsapp };
  return [
    {
      name: OUTBOX_JOBS.deliver,
      prompt: true,
      handler: async () => {
        await deliverDue(db, providers.sms, logger, options);
      },
    },
    {
      name: OUTBOX_JOBS.sweep,
      cron: '* * * * *',
      handler: async () => {
        await sweepOutbox(db);
        await deliverDue(db, providers.sms, logger, options);
      },
    },
  ];
}
