import type { Db } from '../platform/db/client';
import type { OutboxDelivery } from '../platform/deps';
import type { SmsProvider } from '../platform/providers/sms';
import type { Logger } from '@/runtime/logger';
import { deliverDue, sweepOutbox } from './outbox-service';

/**
 * Delivers the outbox in the background of this process: a round when a message is written
 * (kick, delivery only) and one every `intervalMs` that also sweeps expired messages and old secrets,
 * for retries and for messages another process wrote. Rounds never overlap; a failed round is
 * logged and the next one tries again.
 */
export function startOutboxDelivery(db: Db, provider: SmsProvider, logger: Logger, intervalMs = 5000): OutboxDelivery {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const round = (sweep = false): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (sweep ? sweepOutbox(db) : Promise.resolve())
      .then(() => deliverDue(db, provider, logger))
      .then(
        () => undefined,
        (error: unknown) => logger.error('outbox delivery round failed', { error }),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(() => round(true), intervalMs);
  timer.unref();
  return {
    kick: () => {
      setImmediate(() => round());
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
