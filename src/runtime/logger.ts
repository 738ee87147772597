/**
 * Structured logging: one JSON object a line on stdout, filtered by LOG_LEVEL. Every line — its
 * message, its fields and the logger's base fields — passes one redaction rule (`redact`), so no
 * mobile number, e-mail address, secret or query parameter reaches the log, and logging never throws.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const RANK: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(
  level: LogLevel | 'silent' = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const min = RANK[level];
  const log =
    (lvl: LogLevel) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (RANK[lvl] < min) return;
      try {
        write(logLine(lvl, msg, base, fields));
      } catch {
        // A log line that cannot be written is dropped; logging never breaks the request it describes.
      }
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** One log line as JSON, redacted. */
export function logLine(level: LogLevel, msg: unknown, base: Record<string, unknown>, fields: Record<string, unknown>): string {
  const head = { time: new Date().toISOString(), level, msg: typeof msg === 'string' ? redactText(msg) : redact(msg) };
  try {
    return JSON.stringify({ ...head, ...asFields(redact(base)), ...asFields(redact(fields)) });
  } catch {
    return JSON.stringify({ ...head, logError: 'the fields of this line could not be written' });
  }
}

const asFields = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const REDACTED = '[redacted]';
/** How deep redaction walks into nested objects; anything deeper is replaced. */
const MAX_DEPTH = 8;
/** The most items of one array (or keys of one object) a line keeps. */
const MAX_ITEMS = 100;

/** Keys whose values are secrets whatever they hold. */
const SECRET_KEY = /passw(or)?d|passphrase|secret|token|authori[sz]ation|cookie|signature|api[-_]?key|dsn|credential|private[-_]?key/i;

/** Text patterns and what replaces them, in order (credentials first, personal data last). */
const TEXT_RULES: [RegExp, string | ((...groups: string[]) => string)][] = [
  // Credentials in a URL: postgres://user:password@host → postgres://user:[redacted]@host
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi, `$1${REDACTED}@`],
  // Secrets in a query string: ?token=…, &signature=…
  [/([?&;](?:[\w.-]*?(?:token|secret|password|signature|sig|api[-_]?key|key)))=[^&\s#"']+/gi, `$1=${REDACTED}`],
  // Authorization header values.
  [/\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{8,}/gi, `$1 ${REDACTED}`],
  // The survey page's link (its token lets anyone answer): /survey/AbC…
  [/(\/survey\/)[A-Za-z0-9_-]{20,}/g, `$1${REDACTED}`],
  // JSON Web Tokens.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, REDACTED],
  // HMAC-SHA256 signatures (x-internal-signature) and other 64-hex secrets.
  [/\b[0-9a-f]{64}\b/gi, REDACTED],
  // E-mail addresses: asha@example.in → a***@example.in
  [/([A-Za-z0-9_%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g, '$1***@$2'],
  // Indian mobile numbers, alone or inside longer text, with +91/91/0 in front or not: 98XXXXXX45
  [
    /(?<!\d)(?:\+?91[\s-]?|0)?([6-9]\d)(\d{3})[\s-]?(\d{3})(\d{2})(?!\d)/g,
    (_m, first: string, _a: string, _b: string, last: string) => `${first}XXXXXX${last}`,
  ],
];

/** A text with mobile numbers, e-mail addresses, tokens, signatures and URL passwords masked. */
export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TEXT_RULES) out = out.replace(pattern, replacement as string);
  return out;
}

/**
 * Drizzle's "Failed query: … params: …" carries the values of the query (contacts, cities): a
 * message is cut from 'params:' on.
 */
function withoutQueryParams(message: string): string {
  return message.replace(/\bparams:[\s\S]*$/, `params: ${REDACTED}`);
}

/**
 * Any value made safe to log: strings redacted, values of secret-named keys replaced, errors kept as
 * name, message and stack (with code and cause) with query parameters removed. Circular references,
 * depth beyond 8 and getters that throw are written as markers, never thrown.
 */
export function redact(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  seen.add(value);
  try {
    if (value instanceof Error) return redactError(value, depth, seen);
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (value instanceof URL) return redactText(value.href);
    if (Array.isArray(value)) {
      const items = value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1, seen));
      return value.length > MAX_ITEMS ? [...items, `[${value.length - MAX_ITEMS} more]`] : items;
    }
    if (value instanceof Map)
      return redactEntries(
        [...value.entries()].map(([k, v]) => [String(k), v]),
        depth,
        seen,
      );
    if (value instanceof Set) return redact([...value], depth, seen);
    if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return redact(toJSON.call(value), depth + 1, seen);
    return redactEntries(Object.entries(value), depth, seen);
  } catch {
    return '[unreadable]';
  } finally {
    seen.delete(value);
  }
}

function redactEntries(entries: [string, unknown][], depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries.slice(0, MAX_ITEMS)) {
    out[key] = SECRET_KEY.test(key) && item !== undefined && item !== null ? REDACTED : redact(item, depth + 1, seen);
  }
  if (entries.length > MAX_ITEMS) out['…'] = `${entries.length - MAX_ITEMS} more keys`;
  return out;
}

function redactError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const original = String(error.message);
  const message = redactText(withoutQueryParams(original));
  const out: Record<string, unknown> = { name: String(error.name), message };
  if (typeof error.stack === 'string') {
    // The stack begins with the message: that part is replaced by the cleaned message, the frames kept.
    const stack =
      original && error.stack.includes(original)
        ? error.stack.replace(original, () => message)
        : error.stack.replace(/\bparams:[^\n]*/g, `params: ${REDACTED}`);
    out.stack = redactText(stack);
  }
  // A database error's code (23505…) helps; its detail repeats the values ("Key (contact)=(…)"), so it is left out.
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (error.cause !== undefined) out.cause = redact(error.cause, depth + 1, seen);
  return out;
}
