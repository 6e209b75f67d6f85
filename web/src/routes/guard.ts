import { redirect } from 'react-router-dom';
import { ApiError, startSignIn } from '../api/request';
import { adoptPreferredLocale } from '../i18n/i18n';
import { loadUserInfo, storedUserInfo, type UserInfo, type WsUserType } from '../api/user-info';

export const ADMIN_ROLES: readonly WsUserType[] = [2, 3];

/**
 * The spec's navigation guard for routes that need a signed-in person: load the user info; not
 * signed in → sign-in with this page as the callback; inactive → /guide; no workspace →
 * /noWorkspace; the load failing otherwise → /500.
 */
export async function guardSignedIn(): Promise<UserInfo> {
  let info: UserInfo;
  try {
    info = await loadUserInfo();
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
export function guardRoles(roles: readonly WsUserType[]) {
  const type = storedUserInfo()?.ws_user_type;
  if (!type || !roles.includes(type)) throw redirect('/403');
  return null;
}
