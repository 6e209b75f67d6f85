import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * The server's log: readable lines on a terminal, JSON lines otherwise (for log collectors).
 * Written synchronously: what start-up logs is on stdout before the sign-in link that follows it,
 * and the last lines before an exit are not lost.
 */
export function createLogger(level: Config['logLevel'], options: { pretty?: boolean } = {}) {
  const settings: LoggerOptions = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (options.pretty ?? process.stdout.isTTY) {
    return pino(settings, PinoPretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
  }
  return pino(settings, pino.destination({ dest: 1, sync: true }));
}

/**
 * Fastify's line per request and per response, at debug rather than info: at the default level
 * they would bury what start-up prints. Failures keep their levels.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
