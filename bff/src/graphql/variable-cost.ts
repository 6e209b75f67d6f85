import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import type { Plugin } from 'graphql-yoga';
import { GraphQLError, Kind, validate, visit, type DocumentNode } from 'graphql';
import { MAX_CONNECTION_SIZE } from './builder.ts';

/** The page-size arguments whose value multiplies a field's cost (as the cost limit reads them). */
const PAGE_SIZES = new Set(['first', 'last']);

/**
 * The cost limit again, once the variables are known. The limit is checked as a document is
 * validated, before its variables are read, and counts a page size only when written in it
 * (`first: 100`): passed as `first: $n`, a connection counted as one row, so three nested pages
 * of 100 (a million rows) passed for a few hundred. Here each such variable's value is written
 * into the document and the same rule judges it.
 */
export function useVariableCostLimit(options: { maxCost: number; flattenFragments: boolean }): Plugin {
  const rule = costLimitRule(options);
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = args.variableValues ?? {};
      if (!usesPageVariables(args.document)) return;
      const written = visit(args.document, {
        Argument(node) {
          if (!PAGE_SIZES.has(node.name.value) || node.value.kind !== Kind.VARIABLE) return undefined;
          const value = variables[node.value.name.value];
          // A page larger than any served is refused by its field, in its own words: it costs as the largest.
          return typeof value === 'number' && Number.isInteger(value) ? { ...node, value: { kind: Kind.INT, value: String(Math.min(value, MAX_CONNECTION_SIZE)) } } : undefined;
        },
      });
      const [refused] = validate(args.schema, written, [rule]);
      if (refused) setResultAndStopExecution({ errors: [new GraphQLError(refused.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })] });
    },
  };
}

/** Whether some page size of the document is a variable (most documents: none, and nothing to judge again). */
function usesPageVariables(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Argument(node) {
      if (PAGE_SIZES.has(node.name.value) && node.value.kind === Kind.VARIABLE) found = true;
    },
  });
  return found;
}
