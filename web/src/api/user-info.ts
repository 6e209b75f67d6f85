import { useCallback, useEffect, useState } from 'react';
import { api } from './request';

/** ws_user_type of the spec: 1 member, 2 admin, 3 creator. */
export type WsUserType = 1 | 2 | 3;

/** Admins and the creator: who may manage the workspace. */
export const ADMIN_ROLES: readonly WsUserType[] = [2, 3];

/** The spec's user info, as `GET /api/user/info` answers it. */
export type UserInfo = {
  current_workspace: {
    id: string;
    name: string;
    ws_username: string;
    ws_user_type: WsUserType;
    logo_url: string | null;
    chat_enabled: boolean;
    primary_color: string;
  } | null;
  display_name: string;
  username: string;
  is_active: boolean;
  preferred_language: 'zh-hans' | 'en';
  email: string | null;
  phone: string | null;
  country_code: string | null;
  avatar: string | null;
  theme: 'light' | 'dark';
  ws_user_type: WsUserType | null;
  role: { id: string; name: string }[];
};

const STORAGE_KEY = 'userInfo';

/** The user info kept in local storage, as the spec says; null before the first load. */
export function storedUserInfo(): UserInfo | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as UserInfo | null;
  } catch {
    return null;
  }
}

function store(info: UserInfo) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(info));
  window.dispatchEvent(new Event('userinfochange'));
}

/** Loads the user info from the server and keeps it; failures go to the caller. */
export async function loadUserInfo(): Promise<UserInfo> {
  const info = await api.get<UserInfo>('/user/info', { silent: true });
  store(info);
  return info;
}

export function clearUserInfo() {
  localStorage.removeItem(STORAGE_KEY);
}

/** The user info for a screen, refreshed on mount, and a way to replace it after a save. */
export function useUserInfo() {
  const [info, setInfo] = useState<UserInfo | null>(storedUserInfo);
  const update = useCallback((next: UserInfo) => {
    store(next);
    setInfo(next);
    // The header and other Relay-fed parts read the same person: refresh them too. The guard
    // reads this module before Relay has loaded, hence the import on use.
    void import('../relay/refreshShell').then(({ refreshShell }) => refreshShell());
  }, []);
  useEffect(() => {
    api.get<UserInfo>('/user/info').then(
      (fresh) => {
        store(fresh);
        setInfo(fresh);
      },
      // Already told and acted on by the request (a 401 starts sign-in); the stored info stays.
      () => {},
    );
  }, []);
  return [info, update] as const;
}

/** The current ws_user_type, following changes to the stored user info. */
export function useWsUserType(): WsUserType | null {
  const [type, setType] = useState(() => storedUserInfo()?.ws_user_type ?? null);
  useEffect(() => {
    const sync = () => setType(storedUserInfo()?.ws_user_type ?? null);
    window.addEventListener('userinfochange', sync);
    return () => window.removeEventListener('userinfochange', sync);
  }, []);
  return type;
}
