import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

/** Journey stores live in session storage (one tab's booking), not local storage. */
if (typeof window !== 'undefined') {
  try {
    setPersistentEngine(window.sessionStorage, windowPersistentEvents);
  } catch {
    // Storage can be blocked (private modes); the stores then live in memory for the page.
  }
}
