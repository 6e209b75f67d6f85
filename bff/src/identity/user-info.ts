import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../http/rest.ts';
import { roleMembers, roles, workspaces } from '../workspaces/tables.ts';
import type { SessionUser } from './sessions.ts';

/** The spec's user info, as `GET /api/user/info` answers it. */
export async function userInfo(ctx: SignedInContext, user: SessionUser = ctx.viewer.user) {
  const { membership } = ctx.viewer;
  const [workspace] = membership
    ? await ctx.db.select().from(workspaces).where(eq(workspaces.id, membership.workspaceId)).limit(1)
    : [];
  const memberRoles = membership
    ? await ctx.db
        .select({ id: roles.id, name: roles.name })
        .from(roleMembers)
        .innerJoin(roles, and(eq(roles.workspaceId, roleMembers.workspaceId), eq(roles.id, roleMembers.roleId)))
        .where(and(eq(roleMembers.workspaceId, membership.workspaceId), eq(roleMembers.userId, user.id)))
    : [];
  return {
    current_workspace:
      membership && workspace
        ? {
            id: workspace.id,
            name: workspace.name,
            ws_username: membership.wsUsername,
            ws_user_type: membership.wsUserType,
            logo_url: workspace.logoSquareUrl,
            chat_enabled: workspace.chatEnabled,
            primary_color: workspace.primaryColor,
          }
        : null,
    display_name: user.displayName,
    username: user.username,
    is_active: user.isActive,
    preferred_language: user.preferredLanguage,
    email: user.email,
    phone: user.phone,
    country_code: user.countryCode,
    avatar: user.avatar,
    theme: user.theme,
    ws_user_type: membership?.wsUserType ?? null,
    role: memberRoles,
  };
}
