import { z } from 'zod';
import { ValidationError, type FieldProblem } from '../request/errors.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * A text field of a REST body or query string: a string or nothing, of a bounded length. What a
 * client sends in its place (a number, a list, an object, a megabyte) is bad input for that field,
 * never something a service is handed.
 */
export const text = (max = 1000) => z.string().max(max).nullish();

/**
 * Reads a REST request's body or query string through its schema (a `z.object` of its fields):
 * anything else is a `ValidationError` with one message per field. A body that is not an object
 * at all is the problem of the field `body`; an absent one is an empty object.
 */
export function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const problems = new Map<string, FieldProblem>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body';
    if (!problems.has(field)) problems.set(field, { field, key: problemKey(issue, field) });
  }
  throw new ValidationError([...problems.values()]);
}

function problemKey(issue: z.core.$ZodIssue, field: string): MessageKey {
  if (field === 'body' && issue.path.length === 0) return 'bodyNotObject';
  if (issue.code === 'invalid_type' && issue.expected === 'string') return 'textExpected';
  if (issue.code === 'too_big') return 'textTooLong';
  return 'invalidInput';
}
