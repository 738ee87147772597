import type { NotificationTemplate } from '@/contracts/vocabulary';
import { SmsSendError, type SmsMessage, type SmsProvider } from './index';

export interface Msg91Settings {
  authKey: string;
  /** The MSG91 template id of each notification template (DLT-approved in India). */
  templateIds: Partial<Record<NotificationTemplate, string>>;
  /** https://control.msg91.com unless told (tests point it at a local stub). */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * MSG91's SMS flow (template) API: POST {base}/api/v5/flow with the auth key in the `authkey`
 * header and `{ template_id, short_url, recipients: [{ mobiles: '91XXXXXXXXXX', …variables }] }`.
 * Our own codes go through it (never MSG91's OTP API, which would keep the code outside our hash).
 * It answers `{ type: 'success', message: <request id> }` or `{ type: 'error', message }`.
 */
export function createMsg91Sms(settings: Msg91Settings): SmsProvider {
  const base = (settings.baseUrl ?? 'https://control.msg91.com').replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    name: 'msg91',
    embedded: false,
    async send(message: SmsMessage) {
      const templateId = settings.templateIds[message.template];
      if (!templateId) throw new SmsSendError(`no MSG91 template id for ${message.template}`, false);
      let response: Response;
      try {
        response = await fetch(`${base}/api/v5/flow`, {
          method: 'POST',
          headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            template_id: templateId,
            short_url: '0',
            recipients: [{ mobiles: `91${message.to}`, ...message.variables }],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsSendError(`MSG91 did not answer: ${(error as Error).message}`, true);
      }
      const body = (await response.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
      if (response.ok && body?.type === 'success') return { providerMessageId: String(body.message ?? '') };
      const detail = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
      const retryable = response.status >= 500 || response.status === 429;
      throw new SmsSendError(`MSG91 refused the message: ${detail}`, retryable);
    },
  };
}
