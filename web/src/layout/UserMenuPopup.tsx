import { Menu, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, startSignIn } from '../api/request';
import { clearUserInfo } from '../api/user-info';

/** The account menu around its trigger; loaded apart from the page (see `UserMenu`). */
export function UserMenuPopup({ trigger, triggerId }: { trigger: ReactElement; triggerId: string }) {
  const navigate = useNavigate();
  return (
    <Menu.Root ids={{ trigger: triggerId }} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="account" onSelect={() => navigate('/accountSetting')}>
              <Trans>Account settings</Trans>
            </Menu.Item>
            <Menu.Item value="logout" onSelect={() => void logout()}>
              <Trans>Log out</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The spec's logout: end the session, clear cookies and the stored user info, start sign-in again. */
async function logout() {
  await api.post('/auth/logout', undefined, { neverCancel: true });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  clearUserInfo();
  await startSignIn();
}
