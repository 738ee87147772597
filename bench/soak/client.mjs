// One request as a browser, the console or the gateway sends it, timed and counted under its kind.
// An answer outside 2xx is an error unless the caller expects it (304 to a poll with an ETag); so is
// a connection that fails and an answer that takes over 30 s.

const TIMEOUT_MS = 30_000;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The path as errors name it: no query, ids as :id. */
const label = (path) => path.split('?')[0].replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id');

/**
 * `call(kind, request)`: sends `request` ({ method, path, body, ip, cookie, headers, expected }) to
 * the cluster at `baseUrl` from the client address `ip` (X-Forwarded-For, believed from loopback),
 * records it in `stats`, and answers { ok, status, data, headers, cookie }.
 */
export function createClient(baseUrl, stats) {
  const origin = new URL(baseUrl).origin;
  return async function call(kind, { method = 'GET', path, body, ip, cookie, headers = {}, expected = [] }) {
    const started = performance.now();
    try {
      const response = await fetch(baseUrl + path, {
        method,
        headers: {
          'user-agent': CHROME,
          origin,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      const ok = (response.status >= 200 && response.status < 300) || expected.includes(response.status);
      let answer;
      try {
        answer = text ? JSON.parse(text) : undefined;
      } catch {}
      const code = answer?.error?.code ? ` ${answer.error.code}` : '';
      stats.record(kind, performance.now() - started, ok ? undefined : `${method} ${label(path)} ${response.status}${code}`);
      const session = /sc_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      return { ok, status: response.status, data: answer?.data, headers: response.headers, cookie: session && `sc_session=${session}` };
    } catch (error) {
      const why = error.name === 'TimeoutError' ? `no answer in ${TIMEOUT_MS / 1000} s` : (error.cause?.code ?? error.message);
      stats.record(kind, performance.now() - started, `${method} ${label(path)} connection: ${why}`);
      return { ok: false, status: 0 };
    }
  };
}
