import type { SignedInContext } from '../request/context.ts';
import type { SessionUser } from './ports.ts';

/** The spec's user info, as `GET /api/user/info` answers it. */
export async function userInfo(ctx: SignedInContext, user: SessionUser = ctx.viewer.user) {
  const workspaceId = ctx.viewer.membership?.workspaceId;
  // Read afresh: the request may just have changed the workspace display name.
  const current = workspaceId ? await ctx.memberships.of(ctx.db, workspaceId, user.id) : null;
  const membership = current?.membership;
  const workspace = current?.workspace;
  const memberRoles = current?.roles ?? [];
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
