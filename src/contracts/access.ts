// Who may call an endpoint, as its declaration states (`access`, src/contracts/endpoints/define.ts).
// One rule for the proxy (it refuses a visitor before reading anything) and the backend (it refuses
// again before reading input, and each feature's permissions.ts decides whose record it is after
// loading it).
import type { Actor } from './actor';
import type { Access } from './endpoints/define';
import { AppError } from './errors';

type SignedIn = Exclude<Actor, { kind: 'anonymous' }>;

const signInNeeded = () => new AppError('UNAUTHORIZED', 'Sign in to continue');

/** 401 for a visitor on a route for signed-in people, 403 for a customer on a staff route. */
export function requireAccess(access: Access, actor: Actor): void {
  if (access === 'public' || access === 'internal') return;
  if (actor.kind === 'anonymous') throw signInNeeded();
  if (access === 'staff' && actor.kind === 'customer') throw new AppError('FORBIDDEN', 'This is for garage staff');
}

/** The signed-in actor, or 401 for a visitor. */
export function requireSignedIn(actor: Actor): SignedIn {
  if (actor.kind === 'anonymous') throw signInNeeded();
  return actor;
}

/** A signed-in actor with the session it came with (sign-out needs it). */
export function requireSession(actor: Actor): SignedIn & { sessionId: string } {
  const signedIn = requireSignedIn(actor);
  if (!signedIn.sessionId) throw signInNeeded();
  return signedIn as SignedIn & { sessionId: string };
}

/** The 401 of an actor whose person no longer exists. */
export { signInNeeded };
