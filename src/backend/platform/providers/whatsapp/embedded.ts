import { randomUUID } from 'node:crypto';
import type { WhatsAppProvider } from './index';

/**
 * The default WhatsApp provider: delivers nowhere. The message stays in the notification outbox,
 * where the demo outbox page (/service-centre/dev/outbox) shows it with its channel.
 */
export function createEmbeddedWhatsApp(): WhatsAppProvider {
  return {
    name: 'embedded-whatsapp',
    embedded: true,
    send: async () => ({ providerMessageId: `embedded-wa-${randomUUID()}` }),
  };
}
