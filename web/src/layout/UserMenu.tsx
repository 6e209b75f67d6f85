import { Avatar, Button, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql';
import { api, startSignIn } from '../api/request';
import { clearUserInfo } from '../api/user-info';

export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        user {
          displayName
          avatar
        }
      }
    `,
    viewer,
  );
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          <VisuallyHidden>{t`Account menu:`} </VisuallyHidden>
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
            <Avatar.Fallback name={data.user.displayName} />
            {data.user.avatar ? <Avatar.Image src={data.user.avatar} alt="" /> : null}
          </Avatar.Root>
          <Text>{data.user.displayName}</Text>
        </Button>
      </Menu.Trigger>
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
