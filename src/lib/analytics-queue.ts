// The SDK's batching and its data-layer list (decision 053). Pure but for what is passed in: the
// sender, the timer and fetch, so tests drive them by hand.

/** A batch is sent once this many events wait... */
export const FLUSH_AT = 10;
/** ...or this long after the first of them. */
export const FLUSH_DELAY_MS = 1000;
/** Spec §7's body holds one event or an array of at most 50. */
export const BATCH_MAX = 50;

/** Sends one batch; `beacon` when the page is being hidden (no answer will be read). */
export type SendBatch<T> = (events: T[], beacon: boolean) => void;

export interface Queue<T> {
  push(event: T): void;
  /** Sends everything waiting, in batches of at most BATCH_MAX. */
  flush(beacon?: boolean): void;
}

/** Events wait until FLUSH_AT of them are queued or FLUSH_DELAY_MS has passed since the first. */
export function createQueue<T>(send: SendBatch<T>, schedule: (run: () => void, ms: number) => unknown): Queue<T> {
  const waiting: T[] = [];
  let scheduled = false;
  const flush = (beacon = false) => {
    scheduled = false;
    while (waiting.length) send(waiting.splice(0, BATCH_MAX), beacon);
  };
  return {
    push(event) {
      waiting.push(event);
      if (waiting.length >= FLUSH_AT) flush();
      else if (!scheduled) {
        scheduled = true;
        schedule(flush, FLUSH_DELAY_MS);
      }
    },
    flush,
  };
}

/** Spec §7's body: one event alone, several as an array. */
export function batchBody<T>(events: T[]): string {
  return JSON.stringify(events.length === 1 ? events[0] : events);
}

/** Spec §9's data-layer names, used when the fetched list is empty or cannot be fetched (rendered into the page's settings, not the script). */
export const DEFAULT_DATA_LAYER_EVENTS = [
  'tap_btn_newbike_get_quote',
  'tap_btn_newcar_get_quote',
  'tap_btn_get_quote',
  'view_seo_page',
  'tap_btn_CTA_widget',
  'phone_number_entered',
  'otp_entered',
  'tap_btn_app_download',
  'view_page',
];

/** Spec §7: the names in the answer's `dataLayerEvents`; an empty or failing list is logged and the defaults stand. */
export async function loadDataLayerEvents(url: string, defaults: string[], get: typeof fetch): Promise<string[]> {
  try {
    // An error page is no JSON: its parse fails and is logged like a network failure.
    const names: unknown = ((await (await get(url)).json()) as { dataLayerEvents?: unknown } | null)?.dataLayerEvents;
    if (!Array.isArray(names) || !names.length) throw new Error('no dataLayerEvents');
    return names;
  } catch (error) {
    console.error('Error fetching dataLayer events list:', error);
    return defaults;
  }
}
