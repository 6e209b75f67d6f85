import { decodeGlobalID } from '@pothos/plugin-relay';
import { documentReadable } from '../apps/access.ts';
import { builder } from '../graphql/builder.ts';
import { isUuid } from '../lib/ids.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { badUserInput } from '../request/errors.ts';
import { actorOf } from '../workspaces/acting.ts';
import { Workspace } from '../workspaces/types.ts';
import { ANALYTICS_PERIODS, searchAnalytics, type SearchAnalytics, type SearchedQuery } from './search-analytics.ts';
import { recordOpened, retentionDays, RETENTION_CHOICES, setRetentionDays } from './search-log.ts';

const SearchedQueryRef = builder.objectRef<SearchedQuery>('SearchedQuery').implement({
  description: 'A query the workspace’s people searched in a period (its spellings in any case counted as one); who searched is not told.',
  fields: (t) => ({
    query: t.exposeString('query'),
    searches: t.exposeInt('searches'),
    opened: t.exposeInt('opened', { description: 'Searches of it from which a result was opened.' }),
    withoutResults: t.exposeInt('withoutResults', { description: 'Searches of it that found nothing.' }),
    lastSearchedAt: t.expose('lastSearchedAt', { type: 'DateTime' }),
  }),
});

const SearchAnalyticsRef = builder.objectRef<SearchAnalytics>('SearchAnalytics').implement({
  description: 'What the workspace’s people searched in the last `days` days, for admins to see where search fails them.',
  fields: (t) => ({
    days: t.exposeInt('days'),
    searches: t.exposeInt('searches'),
    withoutResults: t.exposeInt('withoutResults', { description: 'Searches that found nothing.' }),
    opened: t.exposeInt('opened', { description: 'Searches from which a result was opened.' }),
    topQueries: t.field({ type: [SearchedQueryRef], resolve: (a) => a.topQueries }),
    queriesWithoutResults: t.field({ type: [SearchedQueryRef], description: 'Queries that found nothing: where a synonym is wanted.', resolve: (a) => a.queriesWithoutResults }),
    queriesWithoutClicks: t.field({
      type: [SearchedQueryRef],
      description: 'Queries that found results of which none was opened.',
      resolve: (a) => a.queriesWithoutClicks,
    }),
  }),
});

builder.objectField(Workspace, 'searchAnalytics', (t) =>
  t.authField({
    type: SearchAnalyticsRef,
    description: `What the workspace's people searched (admins). \`days\`: one of ${ANALYTICS_PERIODS.join(', ')}.`,
    authScopes: { admin: 'manage' },
    args: { days: t.arg.int({ required: true, defaultValue: 30 }) },
    resolve: (workspace, { days }, ctx) => {
      if (!(ANALYTICS_PERIODS as readonly number[]).includes(days)) throw badUserInput(ctx, 'analyticsPeriodChoice');
      return searchAnalytics(ctx.db, workspace.id, days, ctx.now);
    },
  }),
);

builder.objectField(Workspace, 'searchRetentionDays', (t) =>
  t.int({
    description: `How many days the workspace keeps its searches (admins): one of ${RETENTION_CHOICES.join(', ')}; 0 records none.`,
    authScopes: { admin: 'manage' },
    resolve: (workspace, _args, ctx) => retentionDays(ctx.db, workspace.id),
  }),
);

const SearchRetentionPayload = builder.objectRef<{ retentionDays: number }>('SearchRetentionPayload').implement({
  fields: (t) => ({ retentionDays: t.exposeInt('retentionDays') }),
});

builder.mutationField('setSearchRetention', (t) =>
  t.authField({
    type: SearchRetentionPayload,
    description: 'Sets how many days the workspace keeps its searches (admins); older ones are deleted at once, all of them for 0.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { days: t.arg.int({ required: true }) },
    resolve: async (_root, { days }, ctx) => {
      const actor = actorOf(ctx);
      await setRetentionDays(ctx, actor.workspaceId, days);
      return { retentionDays: days };
    },
  }),
);

const OpenSearchResultPayload = builder.objectRef<{ recorded: boolean }>('OpenSearchResultPayload').implement({
  fields: (t) => ({
    recorded: t.exposeBoolean('recorded', { description: 'False when the search is not the viewer’s, a result was already opened from it, or the document is not theirs to read.' }),
  }),
});

builder.mutationField('openSearchResult', (t) =>
  t.authField({
    type: OpenSearchResultPayload,
    description: 'Tells that the viewer opened a document from their search (`SearchConnection.searchId`), for the search analytics.',
    authScopes: { member: 'documents:read' },
    args: { searchId: t.arg.id({ required: true }), documentId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const document = safeDecode(String(args.documentId));
      const readable = document?.typename === 'Document' && isUuid(document.id) && (await documentReadable(ctx, document.id));
      return { recorded: readable ? await recordOpened(ctx.db, actorOf(ctx), String(args.searchId), document.id, ctx.now) : false };
    },
  }),
);

const safeDecode = (id: string) => {
  try {
    return decodeGlobalID(id);
  } catch {
    return null;
  }
};
