import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../graphql/builder.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { NotFoundError } from '../request/errors.ts';
import type { Context } from '../request/context.ts';
import type { PubSubChannels } from '../request/pubsub.ts';
import { actorOf } from '../workspaces/acting.ts';
import { startAuthorization } from './oauth.ts';
import { deleteApp, deleteAppFile, installApp, managedApp, requestSync, updateApp, type AppInput } from './service.ts';
import { App, AppFile, AppScope, AuthType, DataPermission, ProtectedPermission, RoleScope } from './types.ts';

// Mutations and the progress subscription of apps; their types are in ./types.ts.

const AppFields = {
  title: { required: false, description: 'Required, 2–50 characters.' },
} as const;

const AppInputRef = builder.inputType('AppInput', {
  fields: (t) => ({
    title: t.string({ ...AppFields.title }),
    authType: t.field({ type: AuthType, required: false }),
    dataPermission: t.field({ type: DataPermission, required: false, description: 'Workspace apps only.' }),
    roleScope: t.field({ type: RoleScope, required: false, description: 'With SPECIFIED_ROLES.' }),
    roleIds: t.idList({ required: false, description: 'Role IDs, with SPECIFIED_ROLES.' }),
    protectedPermission: t.field({ type: ProtectedPermission, required: false, description: 'Workspace apps only.' }),
    autoSync: t.boolean({ required: false, description: 'Sync every night (to be chosen, except for a file app: it indexes each upload at once, and is off unless chosen).' }),
    settings: t.field({ type: 'JSON', required: false, description: 'The connector’s settings (a website’s start URLs…).' }),
    credentials: t.field({ type: 'JSON', required: false, description: 'Secrets (tokens); stored encrypted, never returned.' }),
  }),
});

type AppInputShape = typeof AppInputRef.$inferInput;

function toAppInput(input: AppInputShape): AppInput {
  return {
    title: input.title,
    authType: input.authType,
    dataPermission: input.dataPermission,
    roleScope: input.roleScope,
    roleIds: input.roleIds?.map((id) => roleIdFromGlobal(String(id))),
    protectedPermission: input.protectedPermission,
    autoSync: input.autoSync,
    settings: input.settings,
    credentials: isStringRecord(input.credentials) ? input.credentials : undefined,
  };
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every((v) => typeof v === 'string');

function roleIdFromGlobal(id: string): string {
  try {
    const decoded = decodeGlobalID(id);
    if (decoded.typename === 'Role') return decoded.id;
  } catch {
    // not a global ID
  }
  throw new NotFoundError('roleNotFound');
}

const AppPayload = builder.objectRef<{ appId: string; workspaceId: string }>('AppPayload').implement({
  fields: (t) => ({
    app: t.drizzleField({
      type: 'apps',
      resolve: (query, p, _args, ctx) =>
        ctx.db.query.apps.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.appId } })).then((a) => a!),
    }),
  }),
});

builder.mutationField('installApp', (t) =>
  t.authField({
    type: AppPayload,
    description: 'Installs an app from the app store: workspace-wide (admins and the creator) or personal.',
    // Anyone may make their own; the workspace's are its admins'.
    authScopes: (_root: unknown, args: { scope: string }) => (args.scope === 'workspace' ? { admin: 'manage' as const } : { member: 'manage' as const }),
    errors: { types: ACTION_ERRORS },
    args: {
      connectorKey: t.arg.string({ required: true }),
      scope: t.arg({ type: AppScope, required: true }),
      input: t.arg({ type: AppInputRef, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      const app = await installApp(ctx, actor, args.scope, args.connectorKey, toAppInput(args.input));
      return { appId: app.id, workspaceId: app.workspaceId };
    },
  }),
);

builder.mutationField('updateApp', (t) =>
  t.authField({
    type: AppPayload,
    authScopes: { member: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { appId: t.arg.globalID({ required: true, for: App }), input: t.arg({ type: AppInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      await updateApp(ctx, actor, args.appId.id, toAppInput(args.input));
      return { appId: args.appId.id, workspaceId: actor.workspaceId };
    },
  }),
);

const DeleteAppPayload = builder.objectRef<{ deletedAppId: string }>('DeleteAppPayload').implement({
  fields: (t) => ({ deletedAppId: t.exposeID('deletedAppId') }),
});

builder.mutationField('deleteApp', (t) =>
  t.authField({
    type: DeleteAppPayload,
    description: 'Removes an app with its documents.',
    authScopes: { member: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { appId: t.arg.globalID({ required: true, for: App }) },
    resolve: async (_root, args, ctx) => {
      await deleteApp(ctx, actorOf(ctx), args.appId.id);
      return { deletedAppId: encodeGlobalID('App', args.appId.id) };
    },
  }),
);

builder.mutationField('syncApp', (t) =>
  t.authField({
    type: AppPayload,
    description: 'Syncs an app now (or answers the run already under way).',
    authScopes: { member: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { appId: t.arg.globalID({ required: true, for: App }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      const app = await managedApp(ctx, actor, args.appId.id);
      await requestSync(ctx, ctx.jobs, app, 'manual', actor.userId);
      return { appId: app.id, workspaceId: app.workspaceId };
    },
  }),
);

builder.mutationField('deleteAppFile', (t) =>
  t.authField({
    type: AppPayload,
    description: 'Removes an uploaded file from a file app, and its document with it.',
    authScopes: { member: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { appId: t.arg.globalID({ required: true, for: App }), fileId: t.arg.globalID({ required: true, for: AppFile }) },
    resolve: async (_root, args, ctx) => {
      const app = await deleteAppFile(ctx, actorOf(ctx), args.appId.id, args.fileId.id);
      return { appId: app.id, workspaceId: app.workspaceId };
    },
  }),
);

type SyncEvent = PubSubChannels['app:sync'][1];

async function* syncProgress(ctx: Context, app: { workspaceId: string; id: string }) {
  const changes = ctx.pubsub.subscribe('app:sync', app.id)[Symbol.asyncIterator]();
  // Listening starts with the first pull; then the state now, as a quick sync may have ended
  // before the subscriber was listening.
  let next = changes.next();
  try {
    yield { workspaceId: app.workspaceId, appId: app.id };
    for (let event = await next; !event.done; event = await next) {
      next = changes.next();
      yield event.value;
    }
  } finally {
    await changes.return?.();
  }
}

builder.subscriptionField('appSyncProgress', (t) =>
  t.withAuth({ member: 'manage' }).drizzleField({
    type: App,
    description: 'The app each time its sync moves on (status, counts, progress).',
    args: { appId: t.arg.globalID({ required: true, for: App }) },
    // The app is looked up before the stream starts: an app not the caller's is the subscription's
    // answer (an error in their language), not a stream that fails as the server's error.
    subscribe: async (_root, args, ctx) => syncProgress(ctx, await managedApp(ctx, actorOf(ctx), args.appId.id)),
    // With what the subscriber selects (the latest run too), in one statement: the app and its run agree.
    resolve: (query, payload, _args, ctx) => {
      // What `subscribe` yields (the root's type does not follow it here).
      const { workspaceId, appId } = payload as SyncEvent;
      return ctx.db.query.apps.findFirst(query({ where: { workspaceId, id: appId } })).then((a) => a!);
    },
  }),
);


const AuthorizePayload = builder.objectRef<{ authorizeUrl: string }>('AuthorizeAppPayload').implement({
  fields: (t) => ({ authorizeUrl: t.exposeString('authorizeUrl', { description: 'Send the browser here; the provider returns to the callback page.' }) }),
});

builder.mutationField('authorizeApp', (t) =>
  t.authField({
    type: AuthorizePayload,
    description: 'Starts OAuth authorization of an app with its provider.',
    authScopes: { member: 'session' },
    errors: { types: ACTION_ERRORS },
    args: { appId: t.arg.globalID({ required: true, for: App }) },
    resolve: async (_root, args, ctx) => ({ authorizeUrl: await startAuthorization(ctx, actorOf(ctx), args.appId.id) }),
  }),
);
