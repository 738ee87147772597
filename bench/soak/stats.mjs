// What the soak counts: answers by kind, their times, the errors, each minute and in all.

/** The q-quantile (0–1) of sorted numbers, rounded; 0 when there are none. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
}

const window = (kinds) => ({
  started: performance.now(),
  counts: Object.fromEntries(kinds.map((k) => [k, 0])),
  latencies: [],
  errors: 0,
});

/** Counts answers; `minute()` closes the current minute and answers it. */
export function createStats(kinds) {
  let current = window(kinds);
  const total = { counts: Object.fromEntries(kinds.map((k) => [k, 0])), latencies: Object.fromEntries(kinds.map((k) => [k, []])) };
  /** Errors by kind and what they were ('POST booking 409 SLOT_FULL', 'connection: ECONNRESET'), with how many. */
  const errors = new Map();
  return {
    /** One answer of `kind` that took `ms`; `error` says what went wrong, when something did. */
    record(kind, ms, error) {
      current.counts[kind]++;
      current.latencies.push(ms);
      total.counts[kind]++;
      total.latencies[kind].push(ms);
      if (!error) return;
      current.errors++;
      const key = `${kind}: ${error}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    },
    /** The minute just ended: requests per second by kind and in all, p99 (ms), errors. */
    minute() {
      const ended = current;
      current = window(kinds);
      const seconds = (performance.now() - ended.started) / 1000;
      const sent = Object.values(ended.counts).reduce((a, b) => a + b, 0);
      return {
        perSecond: Object.fromEntries(kinds.map((k) => [k, ended.counts[k] / seconds])),
        all: sent / seconds,
        p99: quantile(
          ended.latencies.sort((a, b) => a - b),
          0.99,
        ),
        errors: ended.errors,
      };
    },
    /** Every answer so far: count, p50 and p99 by kind, and the errors by what they were. */
    summary() {
      const byKind = kinds.map((kind) => {
        const sorted = total.latencies[kind].sort((a, b) => a - b);
        return { kind, count: total.counts[kind], p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: quantile(sorted, 1) };
      });
      const all = kinds.flatMap((k) => total.latencies[k]).sort((a, b) => a - b);
      return {
        byKind,
        count: all.length,
        p50: quantile(all, 0.5),
        p99: quantile(all, 0.99),
        errors: [...errors].sort((a, b) => b[1] - a[1]),
        errorCount: [...errors.values()].reduce((a, b) => a + b, 0),
      };
    },
  };
}
