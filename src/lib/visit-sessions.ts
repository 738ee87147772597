// Sessions (decision 055): a visitor's session ends after 30 minutes without an event; the next
// event starts another. A session belongs to the IST day it started on, even when it runs past
// midnight. Pure: the roll-up job feeds each visitor's events in the order received, with the time
// of the visitor's last event before them.

export const SESSION_GAP_MS = 30 * 60_000;

/** Whether an event at `at` starts a session, after the visitor's last event at `last` (none: the first ever). */
export const startsSession = (last: Date | null, at: Date): boolean => last === null || at.getTime() - last.getTime() > SESSION_GAP_MS;
