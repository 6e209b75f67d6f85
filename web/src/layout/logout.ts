import { api, startSignIn } from '../api/request';
import { clearUserInfo } from '../api/user-info';

/** The spec's logout: end the session, clear cookies and the stored user info, start sign-in again. */
export async function logout() {
  await api.post('/auth/logout', undefined, { neverCancel: true });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  clearUserInfo();
  await startSignIn();
}
