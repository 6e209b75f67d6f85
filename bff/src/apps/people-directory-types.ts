import { App } from './types.ts';
import { DIRECTORY_CONNECTORS } from '../connectors/directories.ts';
import { readableInWorkspace } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { translate } from '../i18n/messages.ts';
import { actorOf } from '../workspaces/acting.ts';
import { readPeopleDirectory, type DirectoryEntry, type PeopleDirectoryView } from '../workspaces/member-directory.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { Workspace } from '../workspaces/types.ts';

const adminsOnly = (_ctx: unknown, _record: unknown, actor: { wsUserType: number }) => actor.wsUserType >= WS_USER_TYPES.admin;

const DirectoryPersonStatus = builder.enumType('DirectoryPersonStatus', {
  description: 'Where a person of an app’s directory stands with the workspace.',
  values: {
    ADDABLE: { value: 'addable', description: 'Not in the workspace: can be added by their e-mail address.' },
    MEMBER: { value: 'member', description: 'A member already.' },
    PENDING: { value: 'pending', description: 'Added by address; a member at their first sign-in.' },
    NO_ADDRESS: { value: 'noAddress', description: 'The source gives no e-mail address: cannot be added from here.' },
  } as const,
});

const DirectoryPerson = builder.objectRef<DirectoryEntry>('DirectoryPerson').implement({
  description: 'A person as an app’s source lists them (Feishu contacts, a GitHub organisation, a Yuque group).',
  authScopes: readableInWorkspace('DirectoryPerson', 'manage', adminsOnly),
  fields: (t) => ({
    externalId: t.exposeString('externalId', { description: 'The source’s own ID of the person (a login, an open_id).' }),
    name: t.exposeString('name'),
    handle: t.exposeString('handle', { nullable: true, description: 'The login the source shows, when it has one.' }),
    email: t.exposeString('email', { nullable: true, description: 'The address the source gives; null when it gives none.' }),
    status: t.field({ type: DirectoryPersonStatus, resolve: (p) => p.status }),
  }),
});

const PeopleDirectory = builder.objectRef<PeopleDirectoryView>('PeopleDirectory').implement({
  description:
    'The people of an app’s source, read afresh from it (at most 500; not paged, since each read asks the source again), to import members from.',
  authScopes: readableInWorkspace('PeopleDirectory', 'manage', adminsOnly),
  fields: (t) => ({
    people: t.field({ type: [DirectoryPerson], resolve: (d) => d.people }),
    truncated: t.exposeBoolean('truncated', { description: 'The source lists more people than were read.' }),
    problem: t.string({
      nullable: true,
      description: 'Why the source could not be read (a refused token, the source unreachable), in the viewer’s language; null when it was.',
      resolve: (d, _args, ctx) => (d.problem ? translate(ctx.locale, d.problem) : null),
    }),
  }),
});

builder.drizzleObjectField(App, 'peopleDirectory', (t) =>
  t.authField({
    type: PeopleDirectory,
    nullable: true,
    description: 'The people of a workspace app’s source, when it keeps a directory of them (admins); null otherwise.',
    authScopes: { admin: 'manage' },
    select: { columns: { workspaceId: true, id: true, connectorKey: true, scope: true, config: true, credentials: true } },
    resolve: (app, _args, ctx) => readPeopleDirectory(ctx, actorOf(ctx), app),
  }),
);

builder.drizzleObjectField(Workspace, 'directoryApps', (t) =>
  t.relatedConnection('apps', {
    description: 'Workspace apps whose source keeps a directory of people to import members from, by title (admins).',
    authScopes: { admin: 'manage' },
    totalCount: true,
    query: { where: { scope: 'workspace', connectorKey: { in: DIRECTORY_CONNECTORS } }, orderBy: { title: 'asc', id: 'asc' } },
  }),
);
