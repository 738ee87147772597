import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';

type SignedIn = Exclude<Actor, { kind: 'anonymous' }>;

/** The signed-in actor, or 401 for an anonymous caller. */
export function requireSignedIn(actor: Actor): SignedIn {
  if (actor.kind === 'anonymous') throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return actor;
}

/** A signed-in actor with the session it came with (sign-out needs it). */
export function requireSession(actor: Actor): SignedIn & { sessionId: string } {
  const signedIn = requireSignedIn(actor);
  if (!signedIn.sessionId) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return signedIn as SignedIn & { sessionId: string };
}

/** Garage staff only: 401 anonymous, 403 a customer. */
export function requireStaff(actor: Actor): Extract<Actor, { kind: 'advisor' | 'admin' }> {
  const signedIn = requireSignedIn(actor);
  if (signedIn.kind === 'customer') throw new AppError('FORBIDDEN', 'This page is for garage staff');
  return signedIn;
}

/** Whether an actor may see a garage's records: its advisors and every admin. */
export function canViewGarage(actor: Actor, garageId: string): boolean {
  if (actor.kind === 'admin') return true;
  return actor.kind === 'advisor' && actor.garageIds.includes(garageId);
}
