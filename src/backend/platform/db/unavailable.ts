// Failures that mean "the database cannot answer right now" — a server that is down or
// restarting, a connection lost, a statement cancelled by its time limit, PGlite closed — as
// opposed to a fault in our code. They are answered 503 UNAVAILABLE and recover by themselves.

const CODES = new Set([
  // Node and postgres-js connection failures.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // PostgreSQL: connection exceptions (08…), operator intervention (57…: shutdown, cancelled by
  // statement_timeout), too many connections, lock not available.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  '55P03',
]);

/** Whether an error (or one it wraps) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CODES.has(code)) return true;
    if (typeof message === 'string' && /PGlite is closed|database is closed|connection (terminated|ended)/i.test(message)) return true;
  }
  return false;
}
