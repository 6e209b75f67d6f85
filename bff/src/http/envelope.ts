import type { FastifyReply } from 'fastify';
import { translate, type Locale, type MessageKey } from '../i18n/messages.ts';

/** The spec's REST envelope: `{code, message, data}`, with `code` 200 on success. */
export function ok<T>(locale: Locale, data: T) {
  return { code: 200, message: translate(locale, 'ok'), data };
}

/** Answers a failure with the matching HTTP status and a message in the caller's language. */
export function fail(reply: FastifyReply, status: number, locale: Locale, key: MessageKey, data: unknown = null) {
  return reply.code(status).send({ code: status, message: translate(locale, key), data });
}
