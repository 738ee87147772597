import { useEffect, useRef, useState } from 'react';
import { apiPoll } from '../api-client';
import { useLivePoll } from './use-live-poll';
import './workshop.css';
import { TRACKING_POLL_SECONDS, timelineSignature, updatedAgo } from '@/lib/live-updates';

interface Props {
  orderId: string;
  /** timelineSignature of the timeline the page was drawn from. */
  signature: string;
  /** When the latest news (the latest stage) came, an instant. */
  latestAt: string;
}

/**
 * The tracking screens' live progress: asks for the order's timeline every 30 s (304 when nothing
 * changed) and reloads the page when what it shows has changed; says how long ago the last news was.
 */
export default function LiveTimeline({ orderId, signature, latestAt }: Props) {
  const etag = useRef<string | null>(null);
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  useLivePoll(async () => {
    const answer = await apiPoll('garage-timeline/{id}', { id: orderId }, etag.current);
    if (!answer) return;
    etag.current = answer.etag;
    if (timelineSignature(answer.data) !== signature) window.location.reload();
  }, TRACKING_POLL_SECONDS);
  return (
    <p className="live-status">
      <span className="live-status__dot" aria-hidden="true" />
      {now ? updatedAgo(new Date(latestAt), now) : 'Live'}
      <span className="visually-hidden">. This page shows news from the workshop as it comes.</span>
    </p>
  );
}
