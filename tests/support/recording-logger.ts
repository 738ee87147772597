import type { Logger } from '@/runtime/logger';

export interface LoggedLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  msg: string;
  fields: Record<string, unknown> | undefined;
}

/** A logger that keeps every line it is given (level, message, fields), for tests that read what was logged. */
export function recordingLogger(): Logger & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const at = (level: LoggedLine['level']) => (msg: string, fields?: Record<string, unknown>) => {
    lines.push({ level, msg, fields });
  };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
