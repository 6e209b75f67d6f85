import { translate } from '../i18n/messages.ts';
import { builder } from './builder.ts';
import { ExpectedError, NameTakenError, RateLimitedError, ValidationError } from '../request/errors.ts';

export const ErrorInterface = builder.interfaceRef<ExpectedError>('Error').implement({
  description: 'An expected failure, with a message in the caller’s language.',
  fields: (t) => ({
    message: t.string({ resolve: (error, _args, ctx) => translate(ctx.locale, error.key) }),
  }),
});

const FieldProblemRef = builder.objectRef<ValidationError['problems'][number]>('FieldProblem').implement({
  description: 'What is wrong with one input field.',
  fields: (t) => ({
    field: t.exposeString('field'),
    message: t.string({ resolve: (problem, _args, ctx) => translate(ctx.locale, problem.key) }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    problems: t.field({ type: [FieldProblemRef], resolve: (error) => error.problems }),
  }),
});

builder.objectType(NameTakenError, {
  name: 'NameTakenError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NameTakenError,
  fields: () => ({}),
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  description: 'Too many requests, or a resend before the countdown ends.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitedError,
  fields: (t) => ({ retryAfter: t.exposeInt('retryAfter', { description: 'Seconds to wait.' }) }),
});

// Any other expected failure (a wrong code, a missing workspace…): its message says what to do.
builder.objectType(ExpectedError, {
  name: 'ActionError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) =>
    value instanceof ExpectedError &&
    !(value instanceof ValidationError || value instanceof NameTakenError || value instanceof RateLimitedError),
  fields: () => ({}),
});

/** The expected failures most mutations list, most specific first. */
export const COMMON_ERRORS = [ValidationError, NameTakenError, RateLimitedError, ExpectedError];
