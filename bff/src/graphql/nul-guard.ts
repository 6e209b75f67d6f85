import type { Plugin } from 'graphql-yoga';
import { Kind, visit, type DocumentNode } from 'graphql';
import { holdsNul } from '../validation/nul.ts';
import type { Context } from '../request/context.ts';
import { badUserInput } from '../request/errors.ts';

// Parsed documents are cached and reused, so each is looked through once.
const checked = new WeakMap<DocumentNode, boolean>();

/** Whether the operation's own string literals hold a NUL (`"\u0000"`). */
function literalsHoldNul(document: DocumentNode) {
  let found = checked.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      [Kind.STRING]: (node) => {
        if (node.value.includes('\u0000')) found = true;
      },
    });
    checked.set(document, found);
  }
  return found;
}

/**
 * Refuses an operation whose variables or literals hold a NUL character (see `validation/nul.ts`),
 * with a message in the caller's language, before any resolver runs: otherwise the statement it
 * reaches fails as the server's error.
 */
export function useNulGuard(): Plugin<Context> {
  const check = ({ args, setResult }: { args: { variableValues?: unknown; document: DocumentNode; contextValue: Context }; setResult: (result: { errors: Error[] }) => void }) => {
    if (holdsNul(args.variableValues) || literalsHoldNul(args.document)) setResult({ errors: [badUserInput(args.contextValue, 'invalidCharacters')] });
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => check({ args, setResult: setResultAndStopExecution }),
    onSubscribe: ({ args, setResultAndStopExecution }) => check({ args, setResult: setResultAndStopExecution }),
  };
}
