import { useEffect, useState } from 'react';
import { clockSkew, holdCountdown } from '@/lib/hold-countdown';

interface Props {
  /** When the hold ends (an instant). */
  expiresAt: string;
  /** The server's time when the page was made: the count runs on it, whatever the phone's clock says. */
  serverNow: string;
  onExpire: () => void;
}

/** The held slot's countdown: a clock for the eye, a warning for screen readers two minutes before the end. */
export default function HoldTimer({ expiresAt, serverNow, onExpire }: Props) {
  // The first render (server and hydration) uses the server's time, so both draw the same clock.
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    const skew = clockSkew(serverNow, Date.now());
    const tick = () => setNow(Date.now() + skew);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [serverNow]);
  const count = holdCountdown(expiresAt, new Date(now));
  useEffect(() => {
    if (count.state === 'expired') onExpire();
  }, [count.state]);

  if (count.state === 'expired' || count.state === 'none') return null;
  return (
    <div className={`pay-hold pay-hold--${count.state}`}>
      <span>Held for you for</span>
      <span className="pay-hold__clock" role="timer" aria-label={count.spoken}>
        {count.clock}
      </span>
      <p className="visually-hidden" role="status">
        {count.state === 'ending' ? 'Less than 2 minutes left to pay before the slot is released' : ''}
      </p>
    </div>
  );
}
