import type { NotificationTemplate } from '@/contracts/vocabulary';

/** One SMS: to a 10-digit Indian mobile number, from an approved template and its variables. */
export interface SmsMessage {
  to: string;
  template: NotificationTemplate;
  variables: Record<string, string>;
  /** The text as the template renders it (the embedded provider keeps it for the demo outbox page). */
  text: string;
}

/** A delivery that failed; `retryable` when trying again later may succeed (a timeout, a 5xx, a 429). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface SmsProvider {
  readonly name: string;
  /** The embedded default: messages stay in the outbox and reach no phone. */
  readonly embedded: boolean;
  /** Hands the message to the provider; resolves with the provider's id for it, rejects with SmsSendError. */
  send(message: SmsMessage): Promise<{ providerMessageId: string }>;
}
