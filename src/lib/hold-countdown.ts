// How long a held slot stays held while the fee is paid, as the details-and-pay screen counts it down.
// Pure: the instant is an argument. No dependencies, so the island ships no date library.

/** Under this many seconds left the countdown warns (and says so once to screen readers). */
export const HOLD_WARNING_SECONDS = 120;

export type HoldState = 'none' | 'running' | 'ending' | 'expired';

export interface HoldCountdown {
  state: HoldState;
  /** Whole seconds left, rounded up (0 once expired or without a hold). */
  secondsLeft: number;
  /** The clock face: '14:59', '0:05'; '' without a hold. */
  clock: string;
  /** The same for a screen reader: '14 minutes 59 seconds left'. */
  spoken: string;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** What is left of a hold ending at `expiresAt` (an ISO instant) at `now`: 'none' without a (readable) expiry. */
export function holdCountdown(expiresAt: string | null | undefined, now: Date): HoldCountdown {
  const end = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (Number.isNaN(end) || Number.isNaN(now.getTime())) return { state: 'none', secondsLeft: 0, clock: '', spoken: '' };
  const secondsLeft = Math.max(0, Math.ceil((end - now.getTime()) / 1000));
  if (secondsLeft === 0) return { state: 'expired', secondsLeft: 0, clock: '0:00', spoken: 'The hold has ended' };
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  const spoken = [minutes > 0 ? plural(minutes, 'minute') : '', seconds > 0 ? plural(seconds, 'second') : ''].filter(Boolean).join(' ');
  return {
    state: secondsLeft <= HOLD_WARNING_SECONDS ? 'ending' : 'running',
    secondsLeft,
    clock: `${minutes}:${String(seconds).padStart(2, '0')}`,
    spoken: `${spoken} left`,
  };
}

/** A difference smaller than this is the page's own travel and start-up time, not a wrong clock. */
export const SKEW_IGNORED_MS = 30_000;

/**
 * How far the browser's clock is off the server's (ms, to add to the browser's time), so a countdown
 * runs on the server's time when the phone's clock is wrong: serverNow − browserNow, or 0 when the
 * two agree within SKEW_IGNORED_MS or either time is unreadable.
 */
export function clockSkew(serverNow: string, browserNowMs: number): number {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server) || !Number.isFinite(browserNowMs)) return 0;
  const skew = server - browserNowMs;
  return Math.abs(skew) < SKEW_IGNORED_MS ? 0 : skew;
}

/** What the details-and-pay screen says once the slot is no longer held. */
export const HOLD_RELEASED_COPY = {
  heading: 'Your slot is no longer held',
  body: 'Slots are held for 15 minutes while you pay, and this one has been released. Choose a slot again to continue: the details you typed are kept.',
  action: 'Choose a slot again',
} as const;
