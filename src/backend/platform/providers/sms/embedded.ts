import { randomUUID } from 'node:crypto';
import type { SmsProvider } from './index';

/**
 * The default SMS provider: delivers nowhere. The message stays in the notification outbox, where
 * the demo outbox page (/service-centre/dev/outbox) shows it, so a person can sign in offline.
 */
export function createEmbeddedSms(): SmsProvider {
  return {
    name: 'embedded',
    embedded: true,
    send: async () => ({ providerMessageId: `embedded-${randomUUID()}` }),
  };
}
