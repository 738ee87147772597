import { useId, useState } from 'react';
import { apiPost, apiSend } from '@/islands/api-client';
import { failureMessage } from '@/islands/account/fields';
import { navigate } from '@/islands/navigation';
import { useHydrated } from '@/islands/use-hydrated';
import type { ServiceReminder } from '@/contracts/reminders';
import { reminderDay, reminderUpdatedHref } from '@/lib/service-reminder-page';
import '@/islands/booking/after.css';
import './reminders.css';

interface Props {
  reminder: ServiceReminder;
}

/**
 * The owner's changes to the car's reminder: move the next service date (then the page confirming it),
 * send reminders on WhatsApp or not (the opt-in, recorded with its time), turn reminders off or on.
 */
export default function ReminderActions({ reminder: initial }: Props) {
  const ready = useHydrated();
  const id = useId();
  const [reminder, setReminder] = useState(initial);
  const [day, setDay] = useState(initial.next_service_date);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const run = async (work: () => Promise<ServiceReminder>, done?: (r: ServiceReminder) => void) => {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const answer = await work();
      setReminder(answer);
      done?.(answer);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const move = (event: React.FormEvent) => {
    event.preventDefault();
    void run(
      () => apiSend('PUT service-reminders', { appointment_id: reminder.appointment_id, next_service_date: day }),
      (r) => navigate(reminderUpdatedHref(r.appointment_id)),
    );
  };
  const preferences = (change: { reminders_on?: boolean; whatsapp?: boolean }, words: string) =>
    void run(
      () => apiPost('service-reminders/{id}/preferences', { id: reminder.appointment_id, ...change }),
      () => setSaved(words),
    );
  const errorId = `${id}-error`;

  return (
    <section className="card after-card reminder-actions" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Change the date</h2>
      <form className="after-field" onSubmit={move} noValidate>
        <label htmlFor={`${id}-date`}>Next service date</label>
        <input
          id={`${id}-date`}
          className="reminder-date"
          type="date"
          value={day}
          min={reminder.earliest_date}
          max={reminder.latest_date}
          required
          disabled={!ready || busy}
          aria-describedby={`${id}-limits ${errorId}`}
          onChange={(e) => setDay(e.target.value)}
        />
        <p id={`${id}-limits`} className="after-muted">
          Any day from today to {reminderDay(reminder.latest_date)}.
        </p>
        <div className="after-actions">
          <button type="submit" className="button button--ghost" disabled={!ready || busy || day === reminder.next_service_date}>
            Save the new date
          </button>
        </div>
      </form>
      <div className="reminder-switches">
        <label className="reminder-check">
          <input
            type="checkbox"
            checked={reminder.whatsapp.opted_in}
            disabled={!ready || busy}
            onChange={(e) =>
              preferences(
                { whatsapp: e.target.checked },
                e.target.checked ? 'Reminders will come on WhatsApp' : 'Reminders will come by SMS',
              )
            }
          />
          <span>Send reminders on WhatsApp</span>
        </label>
        <p className="after-muted">
          {reminder.whatsapp.opted_in && reminder.whatsapp.opted_in_at
            ? `You agreed on ${reminderDay(reminder.whatsapp.opted_in_at.slice(0, 10))}. Untick to get them by SMS instead.`
            : 'Otherwise they come by SMS. You can change this at any time.'}
        </p>
        <div className="after-actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={!ready || busy}
            onClick={() =>
              preferences(
                { reminders_on: !reminder.reminders_on },
                reminder.reminders_on ? 'Reminders are off for this car' : 'Reminders are on for this car',
              )
            }
          >
            {reminder.reminders_on ? 'Turn reminders off' : 'Turn reminders on'}
          </button>
        </div>
        {!reminder.reminders_on && <p className="after-note">Reminders are off: we will not message you about this car’s service.</p>}
      </div>
      <p className="reminder-saved" role="status">
        {saved}
      </p>
      <p id={errorId} className="after-error" role="alert">
        {error}
      </p>
    </section>
  );
}
