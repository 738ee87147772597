import type { Actor } from '@/contracts/actor';

/** A saved address is its customer's alone: staff book with the address on the appointment, never change saved ones. */
export function canChangeAddress(actor: Actor, address: { userId: string }): boolean {
  return actor.kind === 'customer' && actor.id === address.userId;
}
