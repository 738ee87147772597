import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchBody, createQueue, DEFAULT_DATA_LAYER_EVENTS, FLUSH_AT, FLUSH_DELAY_MS, loadDataLayerEvents } from '@/lib/analytics-queue';

/** A queue whose timer and sender are recorded by hand. */
function queueByHand() {
  const sent: { events: number[]; beacon: boolean }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const queue = createQueue<number>(
    (events, beacon) => sent.push({ events, beacon }),
    (run, ms) => timers.push({ run, ms }),
  );
  return { queue, sent, timers };
}

describe('batching', () => {
  it('waits for the short delay with fewer than ten events, then sends them in one batch', () => {
    const { queue, sent, timers } = queueByHand();
    queue.push(1);
    queue.push(2);
    expect(sent).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([FLUSH_DELAY_MS]);
    timers[0]?.run();
    expect(sent).toEqual([{ events: [1, 2], beacon: false }]);
  });

  it('sends at once when the tenth event arrives', () => {
    const { queue, sent } = queueByHand();
    for (let i = 1; i <= FLUSH_AT; i++) queue.push(i);
    expect(sent).toEqual([{ events: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], beacon: false }]);
  });

  it('sends what waits by beacon when the page is hidden, and nothing when nothing waits', () => {
    const { queue, sent } = queueByHand();
    queue.flush(true);
    queue.push(7);
    queue.flush(true);
    expect(sent).toEqual([{ events: [7], beacon: true }]);
  });

  it('sends one event alone and several as an array', () => {
    expect(JSON.parse(batchBody([{ event_type: 'page' }]))).toEqual({ event_type: 'page' });
    expect(JSON.parse(batchBody([{ a: 1 }, { a: 2 }]))).toEqual([{ a: 1 }, { a: 2 }]);
  });
});

describe('the data-layer list', () => {
  afterEach(() => vi.restoreAllMocks());
  const answer = (body: unknown) => (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;

  it('is the fetched dataLayerEvents', async () => {
    expect(
      await loadDataLayerEvents(
        'https://cdn.example.in/dl.json',
        DEFAULT_DATA_LAYER_EVENTS,
        answer({ dataLayerEvents: ['view_page', 'tap_btn_x'] }),
      ),
    ).toEqual(['view_page', 'tap_btn_x']);
  });

  it("falls back to spec §9's defaults when the list is empty, with the logged text", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadDataLayerEvents('https://cdn.example.in/dl.json', DEFAULT_DATA_LAYER_EVENTS, answer({ dataLayerEvents: [] }))).toBe(
      DEFAULT_DATA_LAYER_EVENTS,
    );
    expect(logged.mock.calls[0]?.[0]).toBe('Error fetching dataLayer events list:');
  });

  it('falls back to the defaults when the fetch fails, with the logged text and the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('fetch failed');
    const failing = (async () => {
      throw failure;
    }) as unknown as typeof fetch;
    expect(await loadDataLayerEvents('https://cdn.example.in/dl.json', DEFAULT_DATA_LAYER_EVENTS, failing)).toBe(DEFAULT_DATA_LAYER_EVENTS);
    expect(logged).toHaveBeenCalledWith('Error fetching dataLayer events list:', failure);
  });

  it("holds spec §9's nine default names, view_page and the sign-in ones among them", () => {
    expect(DEFAULT_DATA_LAYER_EVENTS).toHaveLength(9);
    expect(DEFAULT_DATA_LAYER_EVENTS).toEqual(expect.arrayContaining(['view_page', 'phone_number_entered', 'otp_entered']));
  });
});
