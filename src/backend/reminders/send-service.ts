// The scheduled sending of service reminders (docs/decisions/057): each run finds the reminders owed a
// message today (by the backend's clock, in IST) and, for each, claims the send and writes the message
// in one transaction. The claim's key (car's reminder, due date, kind) lets one run in, whichever
// process and however often the job runs: a run that lost the claim writes nothing.
import type { BackendDeps } from '../platform/deps';
import type { JobDefinition } from '../platform/jobs';
import { withTransaction } from '../platform/db/transaction';
import { linkTo, vehicleName } from '../appointments';
import { Channel } from '@/contracts/vocabulary';
import { istDay } from '@/lib/ist-calendar';
import { formatRegistration } from '@/lib/value-formats';
import { claimSend, recordSentMessage, remindersToSend } from './repository';
import { enqueueReminder } from './messages';

export const REMINDER_JOB = 'send-service-reminders';
/** A due-day message not sent on the day (the product was down) still goes this many days after it. */
const DUE_GRACE_DAYS = 3;

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'reminders' | 'outbox'>;

/** One run: answers how many messages it wrote. */
export async function sendServiceReminders(deps: Deps): Promise<number> {
  const today = istDay(deps.clock());
  const owed = await remindersToSend(deps.db, today, deps.reminders.daysBefore, DUE_GRACE_DAYS);
  let written = 0;
  for (const row of owed) {
    const r = row.reminder;
    // A 'before' owed only from daysBefore ahead; the query's window already says so, the kind says which.
    const claim = { reminderId: r.id, dueDate: r.nextServiceDate, kind: row.kind };
    const channel = row.optedIn ? Channel.WHATSAPP : Channel.SMS;
    const wrote = await withTransaction(deps.db, async (tx) => {
      if (!(await claimSend(tx, { ...claim, channel }))) return false;
      const name = vehicleName(row.vehicleDetails) || 'vehicle';
      const car = r.registrationNumber ? `${name} (${formatRegistration(r.registrationNumber)})` : name;
      const outboxId = await enqueueReminder(tx, {
        to: row.phone,
        kind: row.kind,
        channel,
        car,
        dueDate: r.nextServiceDate,
        garage: row.garageName,
        link: await linkTo(tx, r.appointmentId, 'reminder'),
      });
      await recordSentMessage(tx, claim, outboxId);
      return true;
    });
    if (wrote) written++;
  }
  if (written > 0) deps.outbox.kick();
  return written;
}

/** Every ten minutes: a reminder owed today goes within minutes of the day starting, or of the date being moved. */
export const serviceRemindersJob = (deps: Deps): JobDefinition => ({
  name: REMINDER_JOB,
  cron: '*/10 * * * *',
  handler: async () => {
    await sendServiceReminders(deps);
  },
});
