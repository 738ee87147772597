import type { BackendDeps } from '../context';
import { insertNotifyRequest } from '../repositories/notify-requests';
import { NotifyRequestInputSchema, type NotifyRequest } from '@/contracts/leads';
import { parseInput } from '@/lib/validation';

/** Records a visitor's wish to hear when service starts in their city (once per contact and city). */
export async function createNotifyRequest({ database }: BackendDeps, input: unknown): Promise<NotifyRequest> {
  const { contact, city, source } = parseInput(NotifyRequestInputSchema, input);
  const { request, created } = await insertNotifyRequest(database.db, {
    contact: contact.contact, contactKind: contact.contactKind, city, source,
  });
  return { id: request.id, contact: request.contact, contactKind: request.contactKind as 'PHONE' | 'EMAIL', city: request.city, created };
}
