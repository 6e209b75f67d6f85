import type { MessageKey } from '../i18n/messages.ts';

/**
 * An expected failure a person can act on. Fields that list it in `errors.types` return it as
 * a typed result; the message is chosen in the caller's language when the result is rendered.
 */
export class ExpectedError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

export type FieldProblem = { field: string; key: MessageKey };

/** Bad input, with one message per field so a form can show each next to its input. */
export class ValidationError extends ExpectedError {
  constructor(readonly problems: FieldProblem[]) {
    super('invalidInput');
  }
}

export class NameTakenError extends ExpectedError {}
