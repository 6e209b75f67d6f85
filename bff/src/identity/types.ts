import { declareLookupRule, declareReadRule } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../request/context.ts';
import type { Viewer as ViewerShape } from '../request/viewer.ts';

export const Language = builder.enumType('Language', {
  values: { ZH_HANS: { value: 'zh-hans' }, EN: { value: 'en' } } as const,
});

export const Theme = builder.enumType('Theme', {
  values: { LIGHT: { value: 'light' }, DARK: { value: 'dark' } } as const,
});

export const User = builder.drizzleNode('users', {
  name: 'User',
  // A profile (name, username, avatar) shows wherever something of the person's that the viewer
  // may read leads to it (an app's creator who has since left, say); looked up by ID, only the
  // viewer's own and their current workspace's people are found.
  authScopes: declareReadRule<{ id: string }>('User', 'any', (_user, ctx) => ctx.viewer !== null),
  id: { column: (u) => u.id },
  fields: (t) => ({
    displayName: t.exposeString('displayName'),
    username: t.exposeString('username'),
    avatar: t.exposeString('avatar', { nullable: true }),
  }),
});

/** Whether the person is the viewer, or a member of the viewer's current workspace (read through the context's loader). */
function isSelfOrColleague(ctx: Context, userId: string): boolean | Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (viewer.user.id === userId) return true;
  return ctx.loaders.workspaces.colleagues.load(userId);
}

declareLookupRule<{ id: string }>('User', (user, ctx) => isSelfOrColleague(ctx, user.id));

/** The signed-in person and what belongs to them alone; null when signed out. */
export const Viewer = builder.objectRef<ViewerShape>('Viewer').implement({
  authScopes: declareReadRule<ViewerShape>('Viewer', 'any', (viewer, ctx) => viewer.user.id === ctx.viewer?.user.id),
  fields: (t) => ({
    user: t.drizzleField({
      type: 'users',
      resolve: (query, viewer, _args, ctx) =>
        ctx.db.query.users.findFirst(query({ where: { id: viewer.user.id } })).then((u) => u!),
    }),
    email: t.string({ nullable: true, resolve: (viewer) => viewer.user.email }),
    countryCode: t.string({ nullable: true, resolve: (viewer) => viewer.user.countryCode }),
    phone: t.string({ nullable: true, resolve: (viewer) => viewer.user.phone }),
    isActive: t.boolean({ resolve: (viewer) => viewer.user.isActive }),
    preferredLanguage: t.field({ type: Language, resolve: (viewer) => viewer.user.preferredLanguage }),
    theme: t.field({ type: Theme, resolve: (viewer) => viewer.user.theme }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({ type: Viewer, nullable: true, resolve: (_root, _args, ctx) => ctx.viewer }),
);
