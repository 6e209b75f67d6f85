import { isRowKey } from '../lib/ids.ts';
import { tokenReaches, type TokenAccess } from '../request/token-scopes.ts';
import type { ActingMember } from '../request/viewer.ts';
import type { Context } from '../request/context.ts';

/**
 * Who may read an object: the one place that decides, for every path that reaches one. Each object
 * type declares its rule here once (next to its GraphQL type), and the rule is then applied
 *  - to every field of every instance of the type, as the type's `authScopes` (so nested fields,
 *    connections, mutation payloads and subscription events are all judged by it);
 *  - to `node` and `nodes`, which answer null for an object the rule refuses, exactly as for one
 *    that does not exist;
 *  - to REST handlers, through `mayRead`.
 *
 * An object is judged in its own workspace, and a viewer acts in one workspace at a time: the
 * current one, whose membership, type and roles are on the context. An object of any other
 * workspace is refused, whatever the viewer's rights there; to read another workspace of theirs,
 * a person switches to it. (A workspace's public face — its name and logo, which the invitation
 * page shows too — and a person's own memberships are the exceptions the Workspace and Member
 * rules make, for the workspace switcher.) A type without a rule is refused by `node`/`nodes`,
 * and the isolation suite fails on any object type of the schema that declares none.
 *
 * Each rule names the access tokens that reach its objects (`TokenAccess`): a token acting as its
 * maker reads an object only when the maker may and one of its scopes is named, however the object
 * was reached — a document's text needs `documents:read` under an app a `manage` token lists, and
 * a conversation needs `chat` when `node` finds it.
 */
export type ReadRule<T> = (ctx: Context, record: T, actor: ActingMember) => boolean | Promise<boolean>;
type Check = (record: object, ctx: Context) => Promise<boolean>;
/** The tokens that reach a type's objects: the same for all, or by the object (a person's own membership). */
export type TokensOf<T> = TokenAccess | ((record: T, ctx: Context) => TokenAccess);

const rules = new Map<string, Check>();
const tokenRules = new Map<string, TokensOf<object>>();

/** The viewer as the member they act as now; null when signed out or in no workspace. */
export function actingMember(ctx: Context): ActingMember | null {
  const viewer = ctx.viewer;
  return viewer?.membership ? { workspaceId: viewer.membership.workspaceId, userId: viewer.user.id, wsUserType: viewer.membership.wsUserType } : null;
}

/**
 * Declares the rule of a type whose objects belong to a workspace (a `workspaceId` column): an
 * object of the current workspace that `rule` accepts (every one, without a rule). Answers the
 * check, to pass as the type's `authScopes`.
 */
export function readableInWorkspace<T extends { workspaceId: string }>(typename: string, tokens: TokensOf<T>, rule?: ReadRule<T>) {
  return declareReadRule<T>(typename, tokens, async (record, ctx) => {
    const actor = actingMember(ctx);
    if (!actor || record.workspaceId !== actor.workspaceId) return false;
    if (vouchedFor(ctx, record)) return true;
    return rule ? rule(ctx, record, actor) : true;
  });
}

/**
 * Declares a rule of its own, for the few types not kept in one workspace (users, workspaces).
 * Answers the type's `authScopes`: a token its rule does not reach is refused as the `signedIn`
 * scope with that access (so the refusal names the scope missing), anything else by the rule.
 */
export function declareReadRule<T>(typename: string, tokens: TokensOf<T>, check: (record: T, ctx: Context) => boolean | Promise<boolean>) {
  const access = (record: T, ctx: Context) => (typeof tokens === 'function' ? tokens(record, ctx) : tokens);
  const judged = async (record: T, ctx: Context) => Boolean(record) && tokenReaches(ctx.viewer?.token?.scopes, access(record, ctx)) && (await check(record, ctx));
  rules.set(typename, judged as unknown as Check);
  tokenRules.set(typename, tokens as TokensOf<object>);
  const scopes = async (record: T, ctx: Context) => {
    if (record && !tokenReaches(ctx.viewer?.token?.scopes, access(record, ctx))) return { signedIn: access(record, ctx) };
    return judged(record, ctx);
  };
  // Generic, so that the type's own shape (any that holds what the rule reads) is what Pothos infers.
  return scopes as <Shape extends T>(record: Shape, ctx: Context) => Promise<boolean | { signedIn: TokenAccess }>;
}

const lookupRules = new Map<string, Check>();

/**
 * A narrower rule for looking an object up by its ID (`node`/`nodes`) than for reading it where
 * another object leads to it: a person's profile shows wherever something of theirs is shown, but
 * is not to be found by trying IDs.
 */
export function declareLookupRule<T>(typename: string, check: (record: T, ctx: Context) => boolean | Promise<boolean>) {
  lookupRules.set(typename, check as unknown as Check);
}

/** Whether the viewer may read the object, by its type's rule (none: refused). */
export async function mayRead(ctx: Context, typename: string, record: object | null | undefined): Promise<boolean> {
  const check = rules.get(typename);
  return Boolean(record && check && (await check(record, ctx)));
}

/** The types that declared a rule (the isolation suite compares them with the schema's). */
export const typesWithReadRules = () => new Set(rules.keys());

/** The tokens each type's rule lets in (the isolation suite compares them with what it expects). */
export const tokenRulesOfTypes = (): ReadonlyMap<string, TokensOf<object>> => tokenRules;

const vouched = new WeakMap<Context, WeakSet<object>>();

/**
 * Rows a list read under the very condition its type's rule checks (a search's documents, found by
 * the permission filter in the same statement): their rule need not read them again one by one.
 */
export function vouch(ctx: Context, records: Iterable<object>) {
  let set = vouched.get(ctx);
  if (!set) vouched.set(ctx, (set = new WeakSet()));
  for (const record of records) set.add(record);
}
const vouchedFor = (ctx: Context, record: object) => vouched.get(ctx)?.has(record) ?? false;

/** A global ID as the Relay plugin passes it: composite keys arrive as JSON arrays. */
type GlobalId = { typename: string; id: unknown };

/**
 * `node`/`nodes`: each ID is loaded in its own position (`load` answers one result per ID, null
 * for a null ID, so one refused never shifts another's result), then judged by its own type's
 * rule. An ID that cannot name a row, or names a type without a rule, is never loaded.
 */
export async function readableNodes(
  ctx: Context,
  ids: readonly GlobalId[],
  load: (ids: (GlobalId | null)[]) => Promise<unknown[]>,
): Promise<unknown[]> {
  if (!ctx.viewer) return ids.map(() => null);
  const records = await load(ids.map((id) => (rules.has(id.typename) && isRowKey(id.typename, id.id) ? id : null)));
  return Promise.all(
    records.map(async (record, i) => {
      const typename = ids[i]!.typename;
      if (!(await mayRead(ctx, typename, record as object | null))) return null;
      const lookup = lookupRules.get(typename);
      return !lookup || (await lookup(record as object, ctx)) ? record : null;
    }),
  );
}
