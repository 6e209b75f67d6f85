import { decodeGlobalID } from '@pothos/plugin-relay';
import { and, eq } from 'drizzle-orm';
import { builder } from '../graphql/builder.ts';
import { isUuid } from '../lib/ids.ts';
import { actorOf } from '../workspaces/acting.ts';
import { Member } from '../workspaces/member-types.ts';
import { documentReadable } from './access.ts';
import { SourceAccount } from './source-account-types.ts';
import { sourceReadersOf, type SourceReader as SourceReaderShape } from './source-readers.ts';
import { documents } from './tables.ts';
import { DocumentRef } from './types.ts';

// "Who can read this and why", for admins: a document's readers at its source and the members
// they are; and, for a member, whether a document they were sent a link to exists but is not theirs.

builder.drizzleObjectField(SourceAccount, 'reader', (t) =>
  t.field({
    type: Member,
    nullable: true,
    description: 'The member who reads what the account reads: the one it is linked to, or, linked to no one, the member with its e-mail address.',
    resolve: (account, _args, ctx) => ctx.loaders.apps.sourceAccountReaders.load(`${account.provider}:${account.externalId}`),
  }),
);

const SourceReader = builder.objectRef<SourceReaderShape>('SourceReader').implement({
  description: 'One of a document’s readers at its source: everyone, a person, or a group of people.',
  fields: (t) => ({
    everyone: t.exposeBoolean('everyone', { description: 'Everyone in the organisation (public, or shared with all or by link).' }),
    group: t.exposeBoolean('group', { description: 'A group at the source (a GitHub team, a Yuque team, a Feishu department, group chat or user group): its members read the document.' }),
    name: t.exposeString('name', {
      nullable: true,
      description: 'What the source calls it: a group’s name (a team, a department, a chat), a person’s name or login; null where no sync told it.',
    }),
    principal: t.exposeString('principal', { description: 'How the source names it (`github:team:42`, `yuque:user:7`, `feishu:chat:oc_5e`, `everyone`).' }),
    accounts: t.field({
      type: [SourceAccount],
      description: 'The person’s account, or the group’s members as its last sync listed them (none for everyone).',
      resolve: (reader) => reader.accounts,
    }),
  }),
});

builder.drizzleObjectField(DocumentRef, 'sourceReaders', (t) =>
  t.field({
    type: [SourceReader],
    nullable: true,
    description:
      'Who reads the document at its source, when its app follows the source’s permissions (admins; null for other apps, whose data permission decides). Empty when no one may read it.',
    authScopes: { admin: 'manage' },
    select: { columns: { readerSetId: true }, with: { app: { columns: { dataPermission: true } } } },
    resolve: (document, _args, ctx) => {
      if (document.app.dataPermission !== 'as_in_source') return null;
      return document.readerSetId ? sourceReadersOf(ctx.db, document.workspaceId, document.readerSetId) : [];
    },
  }),
);

builder.queryField('documentWithheld', (t) =>
  t.authField({
    type: 'Boolean',
    description:
      'Whether the ID names a document of the current workspace that the viewer may not read (the document page then says so, without its title). False for one that does not exist, or is another workspace’s.',
    authScopes: { member: 'documents:read' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      let id: string;
      try {
        const decoded = decodeGlobalID(String(args.id));
        if (decoded.typename !== 'Document' || !isUuid(decoded.id)) return false;
        id = decoded.id;
      } catch {
        return false;
      }
      const [found] = await ctx.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.workspaceId, actorOf(ctx).workspaceId), eq(documents.id, id)));
      return found !== undefined && !(await documentReadable(ctx, id));
    },
  }),
);
