import type { Db } from '../platform/db/client';
import { insertNotifyRequest } from './repository';
import { Contact } from '@/contracts/vocabulary';
import type { NotifyRequest } from '@/contracts/leads';

/** Records a visitor's wish to hear when service starts in their city (once per contact and city). */
export async function createNotifyRequest(db: Db, input: { contact: string; city: string; source?: string }): Promise<NotifyRequest> {
  const contactKind = input.contact.includes('@') ? Contact.EMAIL : Contact.PHONE;
  const { request, created } = await insertNotifyRequest(db, { contact: input.contact, contactKind, city: input.city, source: input.source });
  return { id: request.id, contact: request.contact, contactKind: request.contactKind, city: request.city, created };
}
