/** Structured logging: one JSON object a line on stdout, filtered by LOG_LEVEL. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const RANK: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel | 'silent' = 'info', base: Record<string, unknown> = {}, write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const min = RANK[level];
  const log = (lvl: LogLevel) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (RANK[lvl] < min) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...base, ...serialise(fields) }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

function serialise(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}
