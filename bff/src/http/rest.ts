import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../graphql/context.ts';
import type { ExpectedError} from '../graphql/errors.ts';
import { NotSignedInError, RateLimitedError, ValidationError } from '../graphql/errors.ts';
import { negotiateLocale, translate } from '../i18n/messages.ts';
import type { AppDeps } from './deps.ts';
import { ok } from './envelope.ts';
import { contextFor } from './request-context.ts';

export type SignedInContext = Context & { viewer: NonNullable<Context['viewer']> };

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's context, once a handler asked for it (the error handler reuses its language). */
    appContext?: Context;
  }
}

export async function requestContext(deps: AppDeps, request: FastifyRequest): Promise<Context> {
  request.appContext ??= await contextFor(deps, request.headers, request.ip);
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
export function replyExpectedError(request: FastifyRequest, reply: FastifyReply, error: ExpectedError) {
  const locale = request.appContext?.locale ?? negotiateLocale(null, request.headers['accept-language']);
  let data: unknown = null;
  if (error instanceof ValidationError) {
    data = { errors: Object.fromEntries(error.problems.map((p) => [p.field, translate(locale, p.key)])) };
  } else if (error instanceof RateLimitedError) {
    reply.header('Retry-After', String(error.retryAfter));
    data = { retry_after: error.retryAfter };
  }
  return reply.code(error.status).send({ code: error.status, message: translate(locale, error.key), data });
}
