// WhatsApp messages behind the same small interface as SMS: the outbox hands a message written for
// the WHATSAPP channel to this provider (docs/decisions/057). A message outside WhatsApp's 24-hour
// window must be an approved template, and may go only to someone who opted in.
import type { SmsProvider } from '../sms';

export type WhatsAppProvider = SmsProvider;
export { SmsSendError as WhatsAppSendError } from '../sms';
