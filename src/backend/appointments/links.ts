// A message's short link to where its action is (docs/decisions/042): one unguessable token per
// booking and screen, made when a message first needs it and reused after. It opens, after sign-in,
// for whoever may see the booking (its customer, its garage's advisors, admins); anyone else, and an
// unknown token, get the same 404.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { actionLinks, appointments, workOrders } from '../platform/db/schema';
import { canViewAppointment } from './permissions';
import type { Actor } from '@/contracts/actor';
import type { ActionLink, ActionScreen } from '@/contracts/action-links';
import { AppError } from '@/contracts/errors';
import { ORIGIN_MARK } from '../notifications';
import { withBase } from '@/lib/paths';

/**
 * The address of the booking's link to a screen, made in the caller's transaction the first time, for
 * a message's text: it starts with the outbox's origin mark, filled in with the site's address when
 * the message is handed to the SMS provider.
 */
export async function linkTo(db: Db, appointmentId: string, screen: ActionScreen): Promise<string> {
  // One statement: a new token, or (the booking has its link to this screen already) the one it has.
  const [link] = await db
    .insert(actionLinks)
    .values({ token: randomBytes(12).toString('base64url'), appointmentId, screen })
    .onConflictDoUpdate({ target: [actionLinks.appointmentId, actionLinks.screen], set: { screen } })
    .returning({ token: actionLinks.token });
  return `${ORIGIN_MARK}${withBase(`/l/${link!.token}`)}`;
}

const notFound = () => new AppError('LINK_NOT_FOUND', 'This link is not for a booking of your account');

/** Where a link leads, for someone who may see its booking. */
export async function followLink(db: Db, actor: Actor, token: string): Promise<ActionLink> {
  const [row] = await db
    .select({ screen: actionLinks.screen, appointment: appointments, orderId: workOrders.id })
    .from(actionLinks)
    .innerJoin(appointments, eq(appointments.id, actionLinks.appointmentId))
    .leftJoin(workOrders, eq(workOrders.appointmentId, appointments.id))
    .where(eq(actionLinks.token, token));
  if (!row || !canViewAppointment(actor, row.appointment)) throw notFound();
  return { screen: row.screen, appointment_id: row.appointment.id, order_id: row.orderId };
}
