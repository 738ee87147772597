import { env } from '@/config/env';
import { createLogger, type Logger } from '@/runtime/logger';

let logger: Logger | undefined;
/** The proxy's structured logger (same format as the server's). */
export function proxyLogger(): Logger {
  logger ??= createLogger(env().LOG_LEVEL, { service: 'service-centre', layer: 'web' });
  return logger;
}
