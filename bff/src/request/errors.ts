import { GraphQLError } from 'graphql';
import { translate, type Locale, type MessageKey } from '../i18n/messages.ts';

/**
 * An expected failure a person can act on. Fields that list it in `errors.types` return it as
 * a typed result, and REST answers it with its status; the message is chosen in the caller's
 * language when the answer is rendered.
 */
export class ExpectedError extends Error {
  readonly status: number = 400;
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

export type FieldProblem = { field: string; key: MessageKey };

/** Bad input, with one message per field so a form can show each next to its input. */
export class ValidationError extends ExpectedError {
  constructor(readonly problems: FieldProblem[]) {
    super(problems[0]?.key ?? 'invalidInput');
  }
}

/** A name or address someone else already uses (company name, username, e-mail, phone). */
export class NameTakenError extends ExpectedError {
  override readonly status = 409;
}

/** A verification code that is wrong, expired, used up or never sent. */
export class CodeError extends ExpectedError {}

/** Too many requests, or a resend before the countdown ends. */
export class RateLimitedError extends ExpectedError {
  override readonly status = 429;
  constructor(readonly retryAfter: number) {
    super('tooManyRequests');
  }
}

export class NotSignedInError extends ExpectedError {
  override readonly status = 401;
  constructor(key: MessageKey = 'notSignedIn') {
    super(key);
  }
}

export class ForbiddenError extends ExpectedError {
  override readonly status = 403;
  constructor(key: MessageKey = 'forbidden') {
    super(key);
  }
}

export class NotFoundError extends ExpectedError {
  override readonly status = 404;
  constructor(key: MessageKey = 'notFound') {
    super(key);
  }
}

/** A provider (mail, SMS) could not deliver; the person may try again. */
export class DeliveryFailedError extends ExpectedError {
  override readonly status = 502;
  constructor() {
    super('deliveryFailed');
  }
}

export class TooLargeError extends ExpectedError {
  override readonly status = 413;
  constructor(key: MessageKey = 'uploadTooLarge') {
    super(key);
  }
}

/** A limit of the workspace's version (members, documents, chats) is reached. */
export class LimitReachedError extends ExpectedError {
  override readonly status = 402;
}

/**
 * Bad arguments to a query field (a query has no typed error results): a GraphQL error with the
 * message in the caller's language, which error masking lets through, coded as the client's
 * mistake rather than the server's.
 */
export function badUserInput(ctx: { locale: Locale }, key: MessageKey): GraphQLError {
  return new GraphQLError(translate(ctx.locale, key), { extensions: { code: 'BAD_USER_INPUT', key } });
}
