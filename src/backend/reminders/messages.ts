// The service reminder's messages (docs/decisions/057): days before the due day, and on it. Written to
// the outbox in the transaction that claims the send; on WhatsApp (an approved utility template whose
// body parameters are the same four variables) for a customer who opted in, else by SMS.
import type { Db } from '../platform/db/client';
import { enqueueSms, enqueueWhatsApp } from '../notifications';
import { Channel, Reminder, Template, type NotificationChannel, type ReminderKind } from '@/contracts/vocabulary';
import { reminderDay } from '@/lib/service-reminder-page';

export interface ReminderMessage {
  to: string;
  kind: ReminderKind;
  channel: NotificationChannel;
  /** 'Maruti Suzuki Swift (KA01AB1234)'. */
  car: string;
  dueDate: string;
  garage: string;
  /** The reminder page's short link (with the outbox's origin mark). */
  link: string;
}

/** Writes the reminder to the outbox; answers the message's id. */
export function enqueueReminder(db: Db, m: ReminderMessage): Promise<string> {
  const date = reminderDay(m.dueDate);
  const variables = { vehicle: m.car, date, garage: m.garage, link: m.link };
  const text =
    m.kind === Reminder.before
      ? `Service Centre: your ${m.car} is due for its service on ${date} at ${m.garage}. Move the date or book it in one tap: ${m.link}`
      : `Service Centre: your ${m.car} is due for its service today, ${date}, at ${m.garage}. Book it in one tap: ${m.link}`;
  const message = { to: m.to, template: m.kind === Reminder.before ? Template.SERVICE_REMINDER : Template.SERVICE_DUE, variables, text };
  return m.channel === Channel.WHATSAPP ? enqueueWhatsApp(db, message) : enqueueSms(db, message);
}
