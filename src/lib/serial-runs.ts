// One run of an async task at a time, without losing a run asked for meanwhile: a live screen that
// is shown again while its last poll is still on its way must still ask once more after it, or it
// keeps the answer that poll brings (from before the change) until the next interval.

/**
 * Answers `request()`: runs `task` now when idle; while a run is under way, remembers that one more
 * was asked for and runs it once that run ends (any number of requests meanwhile make one run).
 */
export function serialRuns(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const request = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await task();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  return request;
}
