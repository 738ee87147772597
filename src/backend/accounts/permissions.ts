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
