import type { NotificationTemplate } from '@/contracts/vocabulary';
import type { SmsMessage } from '../sms';
import { WhatsAppSendError, type WhatsAppProvider } from './index';

export interface WhatsAppCloudSettings {
  /** A system user's access token (Bearer). */
  accessToken: string;
  /** The sending number's id in the WhatsApp Business account. */
  phoneNumberId: string;
  /** The approved template's name for each notification sent on WhatsApp. */
  templateNames: Partial<Record<NotificationTemplate, string>>;
  /** The templates' language code (en unless told). */
  language?: string;
  /** https://graph.facebook.com/v21.0 unless told (tests point it at a local stub). */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Each template's body parameters ({{1}}, {{2}}…), in order, from the message's variables: the
 * template registered with Meta must have the same placeholders (docs/deployment.md).
 */
export const WHATSAPP_TEMPLATE_PARAMETERS: Partial<Record<NotificationTemplate, readonly string[]>> = {
  SERVICE_REMINDER: ['vehicle', 'date', 'garage', 'link'],
  SERVICE_DUE: ['vehicle', 'date', 'garage', 'link'],
};

/**
 * Meta's WhatsApp Cloud API: POST {base}/{phone-number-id}/messages with `Authorization: Bearer
 * <token>` and a template message `{ messaging_product: 'whatsapp', to: '91XXXXXXXXXX', type:
 * 'template', template: { name, language: { code }, components: [{ type: 'body', parameters }] } }`.
 * It answers `{ messages: [{ id: 'wamid…' }] }`, or `{ error: { message, code } }` with a 4xx or 5xx.
 */
export function createWhatsAppCloud(settings: WhatsAppCloudSettings): WhatsAppProvider {
  const base = (settings.baseUrl ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    name: 'whatsapp-cloud',
    embedded: false,
    async send(message: SmsMessage) {
      const name = settings.templateNames[message.template];
      if (!name) throw new WhatsAppSendError(`no WhatsApp template name for ${message.template}`, false);
      const parameters = (WHATSAPP_TEMPLATE_PARAMETERS[message.template] ?? []).map((key) => ({
        type: 'text',
        text: message.variables[key] ?? '',
      }));
      let response: Response;
      try {
        response = await fetch(`${base}/${encodeURIComponent(settings.phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: `91${message.to}`,
            type: 'template',
            template: {
              name,
              language: { code: settings.language ?? 'en' },
              components: parameters.length ? [{ type: 'body', parameters }] : [],
            },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new WhatsAppSendError(`WhatsApp did not answer: ${(error as Error).message}`, true);
      }
      const body = (await response.json().catch(() => null)) as { messages?: { id?: unknown }[]; error?: { message?: unknown } } | null;
      const id = body?.messages?.[0]?.id;
      if (response.ok && typeof id === 'string') return { providerMessageId: id };
      const detail = typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${response.status}`;
      throw new WhatsAppSendError(`WhatsApp refused the message: ${detail}`, response.status >= 500 || response.status === 429);
    },
  };
}

/** The Cloud API's settings from the environment's (WHATSAPP_…), or none when its token is not set. */
export function whatsappSettingsOf(env: {
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_BASE_URL: string;
  WHATSAPP_REMINDER_TEMPLATE: string;
  WHATSAPP_DUE_TEMPLATE: string;
  WHATSAPP_TEMPLATE_LANGUAGE: string;
}): WhatsAppCloudSettings | undefined {
  if (!env.WHATSAPP_ACCESS_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) return undefined;
  return {
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    baseUrl: env.WHATSAPP_BASE_URL,
    language: env.WHATSAPP_TEMPLATE_LANGUAGE,
    templateNames: { SERVICE_REMINDER: env.WHATSAPP_REMINDER_TEMPLATE, SERVICE_DUE: env.WHATSAPP_DUE_TEMPLATE },
  };
}
