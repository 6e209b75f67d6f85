import { redirect } from 'react-router-dom';
import { ApiError, startSignIn } from '../api/request';
import { ADMIN_ROLES, loadUserInfo, type UserInfo, type WsUserType } from '../api/user-info';
import { adoptPreferredLocale } from '../i18n/i18n';

// Defined with the user info (which parts loaded apart from the router read too); kept here for the routes.
export { ADMIN_ROLES };

// React Router runs a navigation's loaders side by side: the shell's guard and a section's role
// check share one load of the user info instead of racing (or cancelling) each other.
let inFlight: Promise<UserInfo> | null = null;

function userInfoOnce(): Promise<UserInfo> {
  inFlight ??= loadUserInfo().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The spec's navigation guard for routes that need a signed-in person: load the user info; not
 * signed in → sign-in with this page as the callback; inactive → /guide; no workspace →
 * /noWorkspace; the load failing otherwise → /500.
 */
export async function guardSignedIn(): Promise<UserInfo> {
  let info: UserInfo;
  try {
    info = await userInfoOnce();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await startSignIn();
      // Sign-in replaces the page; this navigation never completes.
      return new Promise<never>(() => {});
    }
    throw redirect('/500');
  }
  adoptPreferredLocale(info.preferred_language);
  if (!info.is_active) throw redirect('/guide');
  if (!info.current_workspace) throw redirect('/noWorkspace');
  return info;
}

/** Routes marked with roles are kept for those roles only; anyone else is refused with /403. */
export async function guardRoles(roles: readonly WsUserType[]) {
  const info = await guardSignedIn();
  if (!info.ws_user_type || !roles.includes(info.ws_user_type)) throw redirect('/403');
  return null;
}
