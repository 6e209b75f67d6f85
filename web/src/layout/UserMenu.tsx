import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql';

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
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t`Account menu of ${data.user.displayName}`}>
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={data.user.displayName} />
            {data.user.avatar ? <Avatar.Image src={data.user.avatar} alt="" /> : null}
          </Avatar.Root>
          <Text display={{ base: 'none', md: 'inline' }}>{data.user.displayName}</Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="logout" onSelect={() => void logout()}>
              <Trans>Log out</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

async function logout() {
  await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
  // A full load drops everything the signed-in session had cached.
  window.location.assign('/');
}
