import SchemaBuilder from '@pothos/core';
import DrizzlePlugin from '@pothos/plugin-drizzle';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin, { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { relations } from '../db/relations.ts';
import { isRowKey, noRowKey } from '../lib/ids.ts';
import { translate } from '../i18n/messages.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { isOperator } from '../request/viewer.ts';
import { tokenReaches, type TokenAccess } from '../request/token-scopes.ts';
import type { Context, MemberContext, SignedInContext } from '../request/context.ts';
import { readableNodes } from './access.ts';
import { refusalOf } from './refusals.ts';

/**
 * Who may use a field. Each scope about a person takes the access tokens that reach the field too
 * (`tokens/scopes.ts`): `{ member: 'chat' }` is any member of the current workspace, and a token of
 * theirs holding `chat`; `{ admin: 'session' }` is an admin signed in, never a token.
 */
export type AuthScopes = {
  /** Signed in, in a workspace or not. */
  signedIn: TokenAccess;
  /** A member (of any type) of the current workspace. */
  member: TokenAccess;
  admin: TokenAccess;
  creator: TokenAccess;
  /** A platform operator (BILLING_OPERATORS), signed in with a session. */
  operator: boolean;
};

// Pothos's own loader, one result per position (null IDs stay null); it runs once the builder
// exists. Each ID is asked for on its own, so that a row that does not exist is null, as `node`
// promises, rather than a failure of the whole list; the loader still reads each type's rows
// in one statement.
const loadNodes = (ctx: Context, info: GraphQLResolveInfo, ids: ({ id: unknown; typename: string } | null)[]): Promise<unknown[]> =>
  Promise.all(
    ids.map(async (id) => {
      if (!id) return null;
      try {
        return await (await resolveNodes(builder as never, ctx, info, [id]))[0];
      } catch (error) {
        if (error instanceof Error && /^Model \w+\(.*\) not found$/.test(error.message)) return null;
        throw error;
      }
    }),
  );

/**
 * Every key of ours is a random UUID or holds one (a member's is a pair of them, a source account's
 * its workspace's with the source's own ID): a global ID whose inner ID has
 * another shape names no row, and is read as the nil UUID, which names none either. So every
 * lookup, in every resolver, finds nothing (null, or its "not found"), instead of handing the
 * database a value its UUID columns refuse.
 */
function keyOrNone({ typename, id }: { typename: string; id: string }) {
  return { typename, id: isRowKey(typename, id) ? id : noRowKey(typename) };
}

/** The most rows one page of a connection holds (a larger page is refused by the field). */
export const MAX_CONNECTION_SIZE = 100;

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: AuthScopes;
  // What a resolver behind each scope may take for granted (`t.authField`): a viewer, a membership.
  AuthContexts: { signedIn: SignedInContext; member: MemberContext; admin: MemberContext; creator: MemberContext; operator: SignedInContext };
  DrizzleRelations: typeof relations;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  // scope-auth first, so no other plugin's wrapper runs before the check.
  plugins: [ScopeAuthPlugin, RelayPlugin, ErrorsPlugin, DrizzlePlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    // A refusal in the caller's language, coded so that a client tells "sign in" from "not
    // allowed", and a token lacking a scope from a person lacking the rights (the plugin's own is
    // an English sentence naming the field).
    unauthorizedError: (_parent, ctx, _info, result) => {
      if (!ctx.viewer) return new GraphQLError(translate(ctx.locale, 'notSignedIn'), { extensions: { code: 'UNAUTHENTICATED', key: 'notSignedIn' } });
      const key = refusalOf(ctx.viewer.token?.scopes, result.failure);
      return new GraphQLError(translate(ctx.locale, key), { extensions: { code: 'FORBIDDEN', key } });
    },
    authScopes: (ctx) => {
      const type = ctx.viewer?.membership?.wsUserType ?? 0;
      const scopes = ctx.viewer?.token?.scopes;
      const reaches = (atLeast: number) => (access: TokenAccess) => type >= atLeast && tokenReaches(scopes, access);
      return {
        signedIn: (access) => ctx.viewer !== null && tokenReaches(scopes, access),
        member: reaches(WS_USER_TYPES.member),
        admin: reaches(WS_USER_TYPES.admin),
        creator: reaches(WS_USER_TYPES.creator),
        operator: isOperator(ctx),
      };
    },
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    decodeGlobalID: (globalID) => keyOrNone(decodeGlobalID(globalID)),
    // Each ID is judged by its own type's rule (`access.ts`), in its own position.
    nodeQueryOptions: {
      resolve: async (_root, { id }, ctx, info) => (await readableNodes(ctx, [id], (ids) => loadNodes(ctx, info, ids)))[0],
    },
    nodesQueryOptions: {
      resolve: (_root, { ids }, ctx, info) => readableNodes(ctx, ids, (loadable) => loadNodes(ctx, info, loadable)),
    },
  },
  errors: { directResult: true },
  drizzle: {
    client: (ctx) => ctx.db,
    getTableConfig,
    relations,
    defaultConnectionSize: 10,
    maxConnectionSize: MAX_CONNECTION_SIZE,
  },
});
