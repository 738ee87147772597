// At most a few heavy jobs at a time in one process (decoding photos, issue 29): each can take a
// few hundred megabytes for a second or two, so many at once would exhaust the machine. The rest
// wait a little for a place, in the order they asked, then are refused so the caller can say so.

export interface WorkSlots {
  /** Places in use now. */
  readonly busy: number;
  /** Callers waiting for a place. */
  readonly waiting: number;
  /** A place, waiting at most the slots' limit: a function that frees it, or null when none came free in time. */
  take(): Promise<(() => void) | null>;
  /** Runs `work` in a place and frees it after; throws `refused()` when no place comes free in time. */
  run<T>(work: () => Promise<T>, refused: () => Error): Promise<T>;
}

export function createWorkSlots(options: { size: number; waitMs: number }): WorkSlots {
  let busy = 0;
  const queue: (() => void)[] = [];
  // A freed place goes straight to the first in the queue, so `busy` counts it without a gap.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else busy--;
  };
  const freer = () => {
    let freed = false;
    return () => {
      if (!freed) {
        freed = true;
        release();
      }
    };
  };
  const take = (): Promise<(() => void) | null> => {
    if (busy < options.size) {
      busy++;
      return Promise.resolve(freer());
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(freer());
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(grant), 1);
        resolve(null);
      }, options.waitMs);
      queue.push(grant);
    });
  };
  return {
    get busy() {
      return busy;
    },
    get waiting() {
      return queue.length;
    },
    take,
    async run(work, refused) {
      const free = await take();
      if (!free) throw refused();
      try {
        return await work();
      } finally {
        free();
      }
    },
  };
}
