// Loads an outside script (a maps or payment provider's) on demand, trying again when it fails:
// spec §7 loads the maps script with a retry of 3 times. One load per address: callers share it.
const loading = new Map<string, Promise<void>>();

export interface LoadScriptOptions {
  /** Tries in all (spec §7: 3). */
  attempts?: number;
  /** Wait before the next try, doubled each time. */
  retryDelayMs?: number;
  /** A try that has not loaded by then counts as failed. */
  timeoutMs?: number;
}

function loadOnce(src: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => {
      script.remove();
      reject(new Error(`timed out loading ${src}`));
    }, timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
}

/** Resolves once the script has loaded; rejects after the last failed try (and a later call tries afresh). */
export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const attempts = Math.max(1, options.attempts ?? 3);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const promise = (async () => {
    let delay = options.retryDelayMs ?? 500;
    for (let attempt = 1; ; attempt++) {
      try {
        await loadOnce(src, timeoutMs);
        return;
      } catch (error) {
        if (attempt >= attempts) throw error;
        await new Promise((r) => setTimeout(r, delay));
        delay *= 2;
      }
    }
  })();
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}
