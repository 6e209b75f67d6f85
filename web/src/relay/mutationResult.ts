import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';

/** Null when a mutation's union result is its payload; the server's message when it is an `Error`. */
export function failureMessage(result: object | null | undefined): string | null {
  if (!result) return null;
  return 'message' in result && typeof result.message === 'string' ? result.message : null;
}

/** A `ValidationError`'s problems by input field, for each form field to show its own. */
function problemsOf(result: object | null | undefined): Record<string, string> {
  if (!result || !('problems' in result) || !Array.isArray(result.problems)) return {};
  return Object.fromEntries((result.problems as { field: string; message: string }[]).map((p) => [p.field, p.message]));
}

/**
 * How a save went: the response when it worked, else the message, any per-field problems, and
 * which kind of failure it was (`NameTakenError`, `ValidationError`…; null for an unexpected one).
 */
export type SaveOutcome<R> = { response: R | null; message: string | null; problems: Record<string, string>; failure: string | null };

/**
 * Commits a mutation whose result is a union with `... on Error { message }` (and perhaps
 * `... on ValidationError { problems { field message } }`), and settles with what happened.
 * GraphQL errors (masked, unexpected) become the fallback message.
 */
export function commitForSave<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
  resultOf: (response: T['response']) => object | null | undefined,
  fallback: string,
): Promise<SaveOutcome<T['response']>> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (response, errors) => {
        if (errors?.length) return resolve({ response: null, message: fallback, problems: {}, failure: null });
        const result = resultOf(response);
        const message = failureMessage(result);
        if (message === null) return resolve({ response, message, problems: {}, failure: null });
        const failure = result && '__typename' in result && typeof result.__typename === 'string' ? result.__typename : null;
        resolve({ response: null, message, problems: problemsOf(result), failure });
      },
      onError: () => resolve({ response: null, message: fallback, problems: {}, failure: null }),
    });
  });
}

/** `commitForSave` for mutations with nothing to read back: null on success, else the message. */
export async function commitForResult<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
  resultOf: (response: T['response']) => object | null | undefined,
  fallback: string,
): Promise<string | null> {
  return (await commitForSave(commit, config, resultOf, fallback)).message;
}
