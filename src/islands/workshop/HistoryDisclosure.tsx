import { useEffect, useRef, useState } from 'react';
import { apiGet } from '../api-client';
import { useLoad } from '../use-load';
import { formatDate, WEEKDAY_DATE_TIME } from '@/lib/dates';
import './workshop.css';

/**
 * The advisor's card: an appointment's history (decision 039), read when opened, so a console of many
 * cards asks for none until someone wants one.
 */
export default function HistoryDisclosure({ appointmentId }: { appointmentId: string }) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before this island woke up (the server's <details> works without it): read it now.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  const history = useLoad(open ? appointmentId : null, () => apiGet('appointment/{id}/history', { id: appointmentId }));
  return (
    <details ref={details} className="console__history" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>History</summary>
      {history.status === 'loading' && open ? (
        <p className="console__meta" role="status">
          Loading the history…
        </p>
      ) : null}
      {history.status === 'error' ? (
        <p className="console__meta" role="alert">
          {history.error.message}{' '}
          <button type="button" className="button button--ghost" onClick={history.retry}>
            Try again
          </button>
        </p>
      ) : null}
      {history.status === 'ready' ? (
        <ol className="console__history-list">
          {history.data.map((e) => (
            <li key={`${e.at}-${e.type}`}>
              <time dateTime={e.at}>{formatDate(e.at, WEEKDAY_DATE_TIME)}</time> · {e.title}
              {e.detail ? <span className="console__meta"> ({e.detail})</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  );
}
