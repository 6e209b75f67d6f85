import { pino } from 'pino';
import type { Config } from './config.ts';

export function createLogger(level: Config['logLevel']) {
  return pino({
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}
