// An open-loop load: requests sent at a fixed rate, evenly spaced, whatever the answers' pace, each
// timed from the moment it was due (so a request kept waiting for a free connection is charged for
// the wait). autocannon's `overallRate` is not this: each connection fires its share of a second's
// requests at once when the second starts, then idles, so 300/s arrives as a burst every second.
import http from 'node:http';

/**
 * Sends `rate` requests a second for `seconds` (at most `connections` open at once); `next(i)` gives
 * the i-th request's path, headers and body. Answers the latencies' percentiles (ms), overall and
 * for each second of the run by when its requests were due (`p99BySecond`: where a queue formed and
 * whether it drained), how many answers were not 2xx, how many requests were sent, and the first few
 * failures as they came (status and the start of the body, or the connection error), so that a rare
 * one can be told.
 */
export async function openLoop(url, { rate, seconds, connections = 64, next }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies = [];
  const bySecond = Array.from({ length: Math.ceil(seconds) }, () => []);
  let non2xx = 0;
  let errors = 0;
  const failures = [];
  const started = performance.now();
  const one = (i) =>
    new Promise((resolve) => {
      const due = started + (i * 1000) / rate;
      const { path, headers = {}, body, method = 'POST' } = next(i);
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path,
          method,
          headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
          agent,
        },
        (response) => {
          const failed = response.statusCode < 200 || response.statusCode > 299;
          let body = '';
          if (failed && failures.length < 3) response.on('data', (chunk) => (body += chunk));
          else response.resume();
          response.on('end', () => {
            const latency = performance.now() - due;
            latencies.push(latency);
            bySecond[Math.min(bySecond.length - 1, Math.floor(i / rate))].push(latency);
            if (failed) {
              non2xx++;
              if (failures.length < 3) failures.push(`${response.statusCode} ${body.slice(0, 200)}`);
            }
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        errors++;
        if (failures.length < 3) failures.push(`${error.code ?? ''} ${error.message}`);
        resolve();
      });
      request.end(body);
    });
  const pending = [];
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(one(i));
  }
  await Promise.all(pending);
  agent.destroy();
  const byValue = (a, b) => a - b;
  /** The q-th quantile of values in order. */
  const at = (sorted, q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  latencies.sort(byValue);
  return {
    sent: total,
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    max: Math.round(latencies.at(-1) ?? 0),
    p99BySecond: bySecond.map((values) => at(values.sort(byValue), 0.99)),
    non2xx,
    errors,
    failures,
  };
}
