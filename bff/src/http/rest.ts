import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context, SignedInContext } from '../request/context.ts';
import { ExpectedError, NotSignedInError, RateLimitedError, ValidationError } from '../request/errors.ts';
import { negotiateLocale, translate, type Locale, type MessageKey } from '../i18n/messages.ts';
import type { AppDeps } from './deps.ts';
import { fail, ok } from './envelope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's context, once a handler asked for it (the error handler reuses its language). */
    appContext?: Context;
  }
}

export async function requestContext(deps: AppDeps, request: FastifyRequest): Promise<Context> {
  request.appContext ??= await deps.contextFor(request.headers, request.ip);
  return request.appContext;
}

/** The context of a signed-in caller; anyone else gets 401. */
export async function signedInContext(deps: AppDeps, request: FastifyRequest): Promise<SignedInContext> {
  const ctx = await requestContext(deps, request);
  if (!ctx.viewer) throw new NotSignedInError();
  return ctx as SignedInContext;
}

export function respond<T>(ctx: Context, data: T) {
  return ok(ctx.locale, data);
}

/**
 * Answers an expected failure with its status and a message in the caller's language; bad input
 * also carries one message per field in `data.errors`.
 */
export function replyExpectedError(request: FastifyRequest, reply: FastifyReply, error: ExpectedError, locale?: Locale) {
  locale ??= request.appContext?.locale ?? negotiateLocale(null, request.headers['accept-language']);
  let data: unknown = null;
  if (error instanceof ValidationError) {
    data = { errors: Object.fromEntries(error.problems.map((p) => [p.field, translate(locale, p.key)])) };
  } else if (error instanceof RateLimitedError) {
    reply.header('Retry-After', String(error.retryAfter));
    data = { retry_after: error.retryAfter };
  }
  return reply.code(error.status).send({ code: error.status, message: translate(locale, error.key), data });
}

/** What to tell the person when Fastify could not read their request, by its code. */
const UNREADABLE: Record<string, MessageKey> = {
  FST_ERR_BAD_URL: 'requestMalformed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'requestMalformed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'requestMalformed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'requestMalformed',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'contentTypeNotSupported',
  FST_ERR_CTP_BODY_TOO_LARGE: 'requestTooLarge',
  // @fastify/multipart's own
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'uploadMissing',
  FST_REQ_FILE_TOO_LARGE: 'uploadTooLarge',
  FST_FILES_LIMIT: 'requestTooLarge',
  FST_PARTS_LIMIT: 'requestTooLarge',
  FST_FIELDS_LIMIT: 'requestTooLarge',
  FST_PROTO_VIOLATION: 'requestMalformed',
  FST_MP_PREMATURE_CLOSE: 'requestMalformed',
};

// The multipart parser throws plain errors for a body it cannot read (no boundary, cut short):
// they are the client's, known by where they were made.
const MULTIPART_PARSER = /[\\/]@fastify[\\/](busboy|multipart)[\\/]/;

/**
 * Answers any failure of a request, in the person's language (their setting, else their
 * browser's): expected ones with their status, Fastify's refusals of what it could not read and
 * a multipart body the parser could not read as the client's mistake (4xx, saying which), and
 * anything else as the server's (500, logged in full, nothing of it shown).
 */
export async function replyFailure(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const locale = await localeOf(deps, request);
  if (error instanceof ExpectedError) return replyExpectedError(request, reply, error, locale);
  const { statusCode, code, stack } = (error ?? {}) as { statusCode?: number; code?: string; stack?: string };
  if (request.isMultipart?.() && MULTIPART_PARSER.test(stack ?? '') && !(statusCode && statusCode < 500)) {
    return replyExpectedError(request, reply, new ExpectedError('uploadMalformed'), locale);
  }
  const status = statusCode && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const key: MessageKey = status >= 500 ? 'serverError' : status === 404 ? 'notFound' : (UNREADABLE[code ?? ''] ?? 'requestFailed');
  return fail(reply, status, locale, key);
}

/** The person's language, reading their session when no handler has yet (a refusal before one ran). */
export async function localeOf(deps: AppDeps, request: FastifyRequest): Promise<Locale> {
  try {
    return (await requestContext(deps, request)).locale;
  } catch {
    return negotiateLocale(null, request.headers['accept-language']);
  }
}
