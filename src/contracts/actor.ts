import { z } from 'zod';

/**
 * Who is asking. The proxy resolves it from the session once per request and hands it to the
 * backend, which never reads identity from a header the browser could set.
 */
export const ActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('anonymous') }),
  z.object({ kind: z.literal('customer'), id: z.uuid() }),
  z.object({ kind: z.literal('advisor'), id: z.uuid(), garageIds: z.array(z.uuid()) }),
  z.object({ kind: z.literal('admin'), id: z.uuid() }),
]);
export type Actor = z.infer<typeof ActorSchema>;

export const ANONYMOUS: Actor = Object.freeze({ kind: 'anonymous' });

/** The person behind an actor, or undefined for an anonymous visitor. */
export function actorId(actor: Actor): string | undefined {
  return actor.kind === 'anonymous' ? undefined : actor.id;
}
