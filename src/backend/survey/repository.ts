import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { appointments, garages, surveyAnswers, timelineEvents, workOrders } from '../platform/db/schema';
import { Stage } from '@/contracts/vocabulary';

export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect;

/**
 * A work order as its survey needs it: its stage, its appointment (whose customer may ask for the
 * link), its garage's name and code, and when it was delivered (the latest delivery, null before).
 * With `lock`, the order's row is locked until the transaction ends.
 */
export async function findSurveyOrder(db: Db, orderId: string, options: { lock?: boolean } = {}) {
  const deliveredAt =
    sql<Date | null>`(select max(${timelineEvents.createdAt}) from ${timelineEvents} where ${timelineEvents.workOrderId} = ${workOrders.id} and ${timelineEvents.stage} = ${Stage.CAR_DELIVERED})`.mapWith(
      (v: string | Date | null) => (v === null ? null : new Date(v)),
    );
  const query = db
    .select({ order: workOrders, appointment: appointments, garageName: garages.name, garageCode: garages.code, deliveredAt })
    .from(workOrders)
    .innerJoin(appointments, eq(appointments.id, workOrders.appointmentId))
    .innerJoin(garages, eq(garages.id, appointments.garageId))
    .where(eq(workOrders.id, orderId));
  const [row] = await (options.lock ? query.for('update', { of: workOrders }) : query);
  return row;
}

export async function answerOf(db: Db, orderId: string): Promise<SurveyAnswerRow | undefined> {
  const [row] = await db.select().from(surveyAnswers).where(eq(surveyAnswers.workOrderId, orderId));
  return row;
}

/** The order's answer: the first one, or a change of it (when it was first given stays). */
export async function saveAnswer(
  db: Db,
  row: { workOrderId: string; score: number; comment: string | null; at: Date },
): Promise<SurveyAnswerRow> {
  const [saved] = await db
    .insert(surveyAnswers)
    .values({ workOrderId: row.workOrderId, score: row.score, comment: row.comment, answeredAt: row.at, updatedAt: row.at })
    .onConflictDoUpdate({ target: surveyAnswers.workOrderId, set: { score: row.score, comment: row.comment, updatedAt: row.at } })
    .returning();
  return saved!;
}
