import type { Plugin } from 'graphql-yoga';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { translate } from '../i18n/messages.ts';
import { scopeOf } from '../tokens/scopes.ts';
import type { Context } from './context.ts';

/** The root fields an operation selects, through fragments and inline fragments at the root. */
function rootFields(document: DocumentNode, operationName: string | null | undefined) {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return null;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const names = new Set<string>();
  const walk = (set: SelectionSetNode, seen: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, seen);
      }
    }
  };
  walk(operation.selectionSet, new Set());
  return { type: operation.operation, names: [...names] };
}

/** Refuses an operation a token's scopes do not open (the whole operation, before any field runs). */
function refusal(ctx: Context, document: DocumentNode, operationName: string | null | undefined) {
  const token = ctx.viewer?.token;
  if (!token) return null;
  const asked = rootFields(document, operationName);
  if (!asked) return null;
  for (const name of asked.names) {
    const scope = scopeOf(asked.type, name);
    if (scope === 'any') continue;
    const key = scope === null ? 'tokenNotAllowed' : token.scopes.includes(scope) ? null : 'tokenScopeMissing';
    if (key) return new GraphQLError(translate(ctx.locale, key), { extensions: { code: 'FORBIDDEN', key, field: name, http: { status: 403 } } });
  }
  return null;
}

/**
 * Access tokens act within their scopes (`tokens/scopes.ts`): each root field an operation asks
 * for must be one a scope of the token opens. Deeper fields are judged as for anyone, as the
 * token's maker with the rights the scopes leave them (`tokens/authenticate.ts`).
 */
export function useTokenScopes(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = refusal(args.contextValue, args.document, args.operationName);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = refusal(args.contextValue, args.document, args.operationName);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
