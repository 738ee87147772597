// Live progress without reloading (the workshop issue): the tracking screens and the console poll
// their data with an ETag and reload when what they show has changed. Pure: what counts as a change,
// and how long ago the last news was.

/** How often the customer's tracking screens ask for news (seconds). */
export const TRACKING_POLL_SECONDS = 30;
/** How often the console asks for news (seconds): approvals and payments should show quickly. */
export const CONSOLE_POLL_SECONDS = 20;

interface TimelineLike {
  timeline: readonly { stage: string; at: string }[];
  damages: readonly { id: string; final_amount: number | null; metadata: { customer_approval_status: string } }[];
  /** The bill, with its newest online payment (a payment being confirmed shows as such). */
  bill: { status: string; number: string | null; online_payment?: { status: string } | null } | null;
  updates: readonly { at: string }[];
  quality_check: readonly { item: string; passed: boolean | null }[];
  /** The promised time of the current stage (absent from older answers). */
  promise?: { by: string } | null;
}

const qcMark = (passed: boolean | null) => (passed === null ? '-' : passed ? 'y' : 'n');

/**
 * What a tracking screen shows that can change: the stages, each line's approval and final amount,
 * the bill, the progress lines (their count and the newest), the quality check's results and the promised time.
 */
export function timelineSignature(t: TimelineLike): string {
  const last = t.timeline[t.timeline.length - 1];
  return [
    t.timeline.length,
    last?.stage ?? '',
    last?.at ?? '',
    t.damages.map((d) => `${d.id}:${d.metadata.customer_approval_status}:${d.final_amount ?? ''}`).join(','),
    t.bill ? `${t.bill.status}:${t.bill.number ?? ''}:${t.bill.online_payment?.status ?? ''}` : '',
    `${t.updates.length}:${t.updates[0]?.at ?? ''}`,
    t.quality_check.map((q) => qcMark(q.passed)).join(''),
    t.promise?.by ?? '',
  ].join('|');
}

/** The newest news of a timeline: its latest stage or progress line, whichever came later (instants with an offset). */
export function latestNewsAt(t: Pick<TimelineLike, 'timeline' | 'updates'>): string | null {
  const times = [t.timeline[t.timeline.length - 1]?.at, t.updates[0]?.at].filter((x): x is string => Boolean(x));
  return times.sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;
}

interface BookingLike {
  status: string;
  order_id: string | null;
  updated_at: string;
  actions: { cancel: boolean; reschedule: boolean };
}

/**
 * What a booking's page shows that can change while it is open: its status, its car checked in (the
 * way to follow it), what may still be done online (cancel, reschedule; they end with the pick-up)
 * and any other change of its record.
 */
export function bookingSignature(a: BookingLike): string {
  return [a.status, a.order_id ?? '', a.actions.cancel ? 'c' : '', a.actions.reschedule ? 'r' : '', a.updated_at].join('|');
}

interface ConsoleLike {
  appointments: readonly {
    appointment_id: string;
    stage: string | null;
    pickup_started_at: string | null;
    can_start_pickup: boolean;
    can_mark_no_show: boolean;
    parts: readonly { id: string; status: string; final_amount: number | null }[];
    bill: { status: string } | null;
  }[];
}

/** What the console shows that can change: which cars are listed, their stage, parts, bill and arrival buttons. */
export function consoleSignature(list: ConsoleLike): string {
  return list.appointments
    .map((a) =>
      [
        a.appointment_id,
        a.stage ?? '',
        a.pickup_started_at ?? '',
        a.can_start_pickup ? 1 : 0,
        a.can_mark_no_show ? 1 : 0,
        a.parts.map((p) => `${p.id}:${p.status}:${p.final_amount ?? ''}`).join(','),
        a.bill?.status ?? '',
      ].join('|'),
    )
    .join(';');
}

/** 'Updated just now', 'Updated 1 min ago', 'Updated 12 min ago', 'Updated 3 h ago', then 'Updated over a day ago'. */
export function updatedAgo(latest: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - latest.getTime()) / 60_000);
  if (minutes < 1) return 'Updated just now';
  if (minutes < 60) return `Updated ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `Updated ${hours} h ago` : 'Updated over a day ago';
}
