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

// Any other expected failure (a wrong code, a missing workspace…): its message says what to do. A
// failure of a kind the field does not list (its union says which) is answered as this one.
builder.objectType(ExpectedError, {
  name: 'ActionError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ExpectedError,
  fields: () => ({}),
});

/** What a mutation may answer instead of its payload: its input refused field by field, or the act refused with a message. */
export const ACTION_ERRORS = [ValidationError, ExpectedError];

/** The same, for a mutation that names something: the name, address or number may be someone else's. */
export const NAMING_ERRORS = [ValidationError, NameTakenError, ExpectedError];

/** The same, for a mutation that sends a code: a resend before the countdown ends is refused. */
export const CODE_ERRORS = [ValidationError, NameTakenError, RateLimitedError, ExpectedError];
