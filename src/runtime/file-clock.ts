// A clock that tests move from outside the process (TEST_CLOCK_FILE, APP_ENV=test only): the file
// holds how many milliseconds the backend's time runs ahead of the real time, so two server
// processes share one moved clock. Read again at most every 100 ms; a missing or unreadable file
// means no offset.
import { readFileSync } from 'node:fs';

export function fileClock(file: string, now: () => number = Date.now): () => Date {
  let offset = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  return () => {
    const real = now();
    if (real - readAt >= 100) {
      readAt = real;
      try {
        const value = Number(readFileSync(file, 'utf8').trim());
        offset = Number.isFinite(value) ? value : 0;
      } catch {
        offset = 0;
      }
    }
    return new Date(real + offset);
  };
}
