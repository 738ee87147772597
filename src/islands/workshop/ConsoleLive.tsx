import { useRef, useState } from 'react';
import { apiPoll } from '../api-client';
import { useLivePoll } from './use-live-poll';
import './workshop.css';
import { CONSOLE_POLL_SECONDS, consoleSignature } from '@/lib/live-updates';

/** Whether the advisor is typing on the console: a reload would lose what they typed. */
const typing = () => {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return true;
  return [...document.querySelectorAll<HTMLInputElement>('main input[type="text"], main input:not([type]), main textarea')].some(
    (i) => i.value !== i.defaultValue,
  );
};

/**
 * The console's live updates: asks for the list as it loads and every 20 s (304 when nothing
 * changed); news (a customer's approvals, a payment, a new booking) reloads the page, or, while the
 * advisor is typing, shows a notice with a reload button. The first ask catches news that came while
 * the page itself was on its way (one reloaded for news, on a busy server).
 */
export default function ConsoleLive({ signature }: { signature: string }) {
  const etag = useRef<string | null>(null);
  const [news, setNews] = useState(false);
  useLivePoll(
    async () => {
      const answer = await apiPoll('console-appointments', {}, etag.current);
      if (!answer) return;
      etag.current = answer.etag;
      if (consoleSignature(answer.data) === signature) return;
      if (typing()) setNews(true);
      else window.location.reload();
    },
    CONSOLE_POLL_SECONDS,
    { atStart: true },
  );
  if (!news)
    return (
      <p className="live-status">
        <span className="live-status__dot" aria-hidden="true" />
        Live: news shows here as it comes
      </p>
    );
  return (
    <div className="card live-news" role="status">
      <p>There is news on the console (a customer's answer, a payment or a booking).</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Show it
      </button>
    </div>
  );
}
