import { Menu, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from './logout';

/** The account menu around its trigger; loaded apart from the page (see `UserMenu`). */
export function UserMenuPopup({ trigger, triggerId, name }: { trigger: ReactElement; triggerId: string; name: string }) {
  const navigate = useNavigate();
  return (
    <Menu.Root ids={{ trigger: triggerId }} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxW="xs">
            <Menu.ItemGroup>
              {/* The name whole, which the trigger may cut. */}
              <Menu.ItemGroupLabel overflowWrap="anywhere">{name}</Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
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
