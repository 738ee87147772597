import { z } from 'zod';

/**
 * Who is asking. The proxy resolves it from the session once per request and hands it to the
 * backend, which never reads identity from a header the browser could set.
 */
/** The session a signed-in actor came with (sign-out ends it). */
const session = { sessionId: z.uuid().optional() };
export const ActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('anonymous') }),
  z.object({ kind: z.literal('customer'), id: z.uuid(), ...session }),
  z.object({ kind: z.literal('advisor'), id: z.uuid(), garageIds: z.array(z.uuid()), ...session }),
  z.object({ kind: z.literal('admin'), id: z.uuid(), ...session }),
]);
export type Actor = z.infer<typeof ActorSchema>;

export const ANONYMOUS: Actor = Object.freeze({ kind: 'anonymous' });

/** The person behind an actor, or undefined for an anonymous visitor. */
export function actorId(actor: Actor): string | undefined {
  return actor.kind === 'anonymous' ? undefined : actor.id;
}

/**
 * The service centres whose work and figures an actor covers: every one for an admin (null), an
 * advisor's own, none for anyone else.
 */
export function centresCovered(actor: Actor): readonly string[] | null {
  if (actor.kind === 'admin') return null;
  return actor.kind === 'advisor' ? actor.garageIds : [];
}

/** Whether the actor is garage staff (an advisor or an admin). */
export function isStaff(actor: Actor): boolean {
  return actor.kind === 'advisor' || actor.kind === 'admin';
}
