import { Kind, Lexer, parse, Source, TokenKind, type FieldNode, type OperationDefinitionNode, type SelectionNode } from 'graphql';
import type { SchemaPath } from './paths.ts';

/**
 * The paths' reads packed into few documents, each read under an alias of its own. Asked path by
 * path, three requests in four were documents the server refused as over its limits before reading
 * anything, only to be asked again in halves, and most it answered were small. Packed by an
 * estimate of those limits, an actor asks every path in a fifth of the requests and half the time.
 * The server stays the judge: a document it refuses is asked again in parts.
 */

/**
 * The server's limits on a document (`bff/src/graphql/yoga.ts`), as this estimate takes them (its
 * limit on depth each read keeps on its own: `schemaPaths` cuts paths under it).
 */
const LIMITS = { cost: 50_000, tokens: 2_000, aliases: 15 };

/** Some of a path's fields, asked together. */
export type Read = { path: SchemaPath; fields: string[] };

/** A document's cost as GraphQL Armor counts it: an object 2, a scalar 1, 1.5× a level deeper, × a page's size. */
export function documentCost(text: string): number {
  const cost = (selections: readonly SelectionNode[]): number => selections.reduce((sum, node) => sum + fieldCost(node as FieldNode), 0);
  const fieldCost = (field: FieldNode): number => {
    if (!field.selectionSet) return 1;
    const page = field.arguments?.find((a) => a.name.value === 'first' || a.name.value === 'last')?.value;
    const size = page?.kind === Kind.INT ? Math.max(Number(page.value), 1) : 1;
    return (2 + 1.5 * cost(field.selectionSet.selections)) * size;
  };
  return cost((parse(text).definitions[0] as OperationDefinitionNode).selectionSet.selections);
}

/** A document's tokens as the server's limit counts them. */
export function documentTokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

const alias = (i: number) => `r${i}`;

/** The document asking `reads`, each under its alias (`r0`, `r1`…), so that each is answered as if asked alone. */
export function batchDocument(reads: Read[]): string {
  return `{ ${reads.map((read, i) => `${alias(i)}: ${read.path.selection(read.fields)}`).join(' ')} }`;
}

/** The part of an answer to `batchDocument` that answers its `i`th read. */
export function answerOf<T extends { data?: Record<string, unknown> | null; errors?: { path?: readonly (string | number)[] }[] }>(body: T, i: number) {
  return { data: body.data?.[alias(i)], errors: body.errors?.filter((e) => e.path?.[0] === alias(i)) };
}

/** A read's share of a document's cost and tokens: its alias's field adds to them, alone. */
const weigh = (read: Read) => {
  const text = `{ ${alias(0)}: ${read.path.selection(read.fields)} }`;
  return { cost: documentCost(text), tokens: documentTokens(text) - 2 };
};
const fitsAlone = (read: Read) => {
  const { cost, tokens } = weigh(read);
  return cost <= LIMITS.cost && tokens + 2 <= LIMITS.tokens;
};

/**
 * A path's fields in the reads that asking it in halves until the server accepts each (as
 * `askWithinLimits` in the suite does) makes, by the estimate: the same fields share a read, so
 * that a field refused to an actor hides the same others from it. A part of two fields or fewer
 * still over the limits cannot be read: the path's first such part is `over`, asked only for the
 * server to say so.
 */
function readsOf(path: SchemaPath, fields = path.fields): { reads: Read[]; over?: Read } {
  if (fitsAlone({ path, fields })) return { reads: [{ path, fields }] };
  if (fields.length <= 2) return { reads: [], over: { path, fields } };
  const half = Math.ceil(fields.length / 2);
  const keep = fields.includes('id') ? ['id'] : [];
  const first = readsOf(path, [...new Set([...keep, ...fields.slice(0, half)])]);
  const second = readsOf(path, [...new Set([...keep, ...fields.slice(half)])]);
  return { reads: [...first.reads, ...second.reads], over: first.over ?? second.over };
}

/**
 * Every read of `paths`, packed into documents under the limits, the costliest first. A document
 * holds at most one read whose first field is non-null: its refusal empties the whole answer, and
 * the reads beside it are then asked again (a read under a nullable field is emptied alone).
 */
export function planReads(paths: SchemaPath[]): { batches: Read[][]; over: Read[] } {
  const reads: Read[] = [];
  const over: Read[] = [];
  for (const path of paths) {
    const made = readsOf(path);
    reads.push(...made.reads);
    if (made.over) over.push(made.over);
  }
  const weights = new Map(reads.map((read) => [read, weigh(read)]));
  const batches: { reads: Read[]; cost: number; tokens: number }[] = [];
  for (const read of [...reads].sort((a, b) => weights.get(b)!.cost - weights.get(a)!.cost)) {
    const { cost, tokens } = weights.get(read)!;
    const batch = batches.find(
      (b) =>
        b.reads.length < LIMITS.aliases &&
        b.cost + cost <= LIMITS.cost &&
        b.tokens + tokens <= LIMITS.tokens &&
        (read.path.nullableRoot || b.reads.every((r) => r.path.nullableRoot)),
    );
    if (!batch) batches.push({ reads: [read], cost, tokens: tokens + 2 });
    else Object.assign(batch, { reads: [...batch.reads, read], cost: batch.cost + cost, tokens: batch.tokens + tokens });
  }
  return { batches: batches.map((b) => b.reads), over };
}
