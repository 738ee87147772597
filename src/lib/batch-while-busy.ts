// Items that arrive while a run is under way go together in the next run: under load one database
// statement carries the work of several requests, and an item that finds nothing in flight runs at
// once, so a quiet process waits for nothing. (A batch per tick, as DataLoader makes, would hardly
// ever hold two requests: each arrives in a turn of its own.)

export interface BatchOptions {
  /** Runs in flight at once; items that find this many wait for the next run. */
  inFlight: number;
  /** Items in one run at most; the rest wait for the run after. */
  maxItems: number;
}

/**
 * Answers `add(item)`: the item's own answer from `run`, which takes a batch of items and answers
 * one result per item, in their order. A run that fails rejects every item of its batch.
 */
export function batchWhileBusy<I, O>(run: (items: readonly I[]) => Promise<readonly O[]>, options: BatchOptions): (item: I) => Promise<O> {
  if (!(options.inFlight >= 1 && options.maxItems >= 1)) throw new Error('batchWhileBusy: inFlight and maxItems must be at least 1');
  const waiting: { item: I; resolve: (answer: O) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  const next = () => {
    if (running >= options.inFlight || waiting.length === 0) return;
    const batch = waiting.splice(0, options.maxItems);
    running++;
    void (async () => run(batch.map((w) => w.item)))()
      .then((answers) => {
        if (answers.length !== batch.length) throw new Error(`batchWhileBusy: ${answers.length} answers for ${batch.length} items`);
        for (const [i, w] of batch.entries()) w.resolve(answers[i] as O);
      })
      .catch((error: unknown) => {
        for (const w of batch) w.reject(error);
      })
      .finally(() => {
        running--;
        next();
      });
    // Room for another run: the rest go now (more than maxItems were waiting).
    next();
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      next();
    });
}
