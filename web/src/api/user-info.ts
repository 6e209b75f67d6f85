import { useCallback, useEffect, useState } from 'react';
import { fetchQuery } from 'react-relay';
import AppShellQuery from '../__generated__/AppShellQuery.graphql';
import { environment } from '../relay/environment';
import { api } from './request';

/** The spec's user info, as `GET /api/user/info` answers it. */
export type UserInfo = {
  current_workspace: {
    id: string;
    name: string;
    ws_username: string;
    ws_user_type: 1 | 2 | 3;
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
  ws_user_type: 1 | 2 | 3 | null;
  role: { id: string; name: string }[];
};

const STORAGE_KEY = 'userInfo';

/** Loads the user info (kept in local storage, as the spec says) and lets a screen replace it. */
export function useUserInfo() {
  const [info, setInfo] = useState<UserInfo | null>(() => {
    try {
      return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as UserInfo | null;
    } catch {
      return null;
    }
  });
  const update = useCallback((next: UserInfo) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setInfo(next);
    // The header and other Relay-fed parts read the same person: refresh them too.
    fetchQuery(environment, AppShellQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, []);
  useEffect(() => {
    void api.get<UserInfo>('/user/info').then((fresh) => {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(fresh));
      setInfo(fresh);
    });
  }, []);
  return [info, update] as const;
}

export function clearUserInfo() {
  localStorage.removeItem(STORAGE_KEY);
}
