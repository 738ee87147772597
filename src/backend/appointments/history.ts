// An appointment's history for people: its events, oldest first, in words (src/lib/appointment-history.ts).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { appointmentEvents } from '../platform/db/schema';
import type { AppointmentEventView } from '@/contracts/appointment-events';
import { describeEvent } from '@/lib/appointment-history';
import { istIso } from '@/lib/ist-calendar';

export async function historyOf(db: Db, appointmentId: string): Promise<AppointmentEventView[]> {
  const rows = await db
    .select()
    .from(appointmentEvents)
    .where(eq(appointmentEvents.appointmentId, appointmentId))
    .orderBy(asc(appointmentEvents.seq));
  return rows.flatMap((row) => {
    const line = describeEvent(row.type, row.facts);
    if (!line) return [];
    return [
      {
        type: row.type,
        title: line.title,
        detail: line.detail,
        by: row.actorKind,
        from_status: row.fromStatus,
        to_status: row.toStatus,
        at: istIso(row.occurredAt),
      },
    ];
  });
}
