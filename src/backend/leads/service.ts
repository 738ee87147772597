import type { Db } from '../platform/db/client';
import { insertNotifyRequest } from './repository';
import { Contact } from '@/contracts/vocabulary';
import type { NotifyRequest } from '@/contracts/leads';

/**
 * Records a visitor's wish to hear when service starts near them: once per contact and pincode
 * when a pincode is given, otherwise once per contact and city (without regard to case,
 * punctuation or spaces). A repeat answers the request already stored.
 */
export async function createNotifyRequest(
  db: Db,
  input: { contact: string; city: string; pincode?: string; source?: string },
): Promise<NotifyRequest> {
  const contactKind = input.contact.includes('@') ? Contact.EMAIL : Contact.PHONE;
  const { request, created } = await insertNotifyRequest(db, {
    contact: input.contact,
    contactKind,
    city: input.city,
    pincode: input.pincode ?? null,
    source: input.source,
  });
  return {
    id: request.id,
    contact: request.contact,
    contactKind: request.contactKind,
    city: request.city,
    pincode: request.pincode,
    created,
  };
}
