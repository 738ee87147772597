import { and, eq } from 'drizzle-orm';
import type { Db } from '@/backend/platform/db/client';
import { actionLinks } from '@/backend/platform/db/schema';

/** A booking's link as its messages are written (docs/decisions/042): the outbox's origin mark, then the path with the token read back. */
export async function linkOf(db: Db, appointmentId: string, screen: 'booking' | 'order'): Promise<string> {
  const [row] = await db
    .select({ token: actionLinks.token })
    .from(actionLinks)
    .where(and(eq(actionLinks.appointmentId, appointmentId), eq(actionLinks.screen, screen)));
  if (!row) throw new Error(`no ${screen} link for ${appointmentId}`);
  return `{{origin}}/service-centre/l/${row.token}`;
}
