import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';

type Props = {
  trigger: ReactElement;
  triggerId: string;
  currentId: string;
  workspaces: readonly { readonly id: string; readonly name: string }[];
  onSwitch: (workspaceId: string) => void;
};

/** The list of the viewer's workspaces around its trigger; loaded apart from the page (see `WorkspaceSwitcher`). */
export function WorkspaceSwitcherPopup({ trigger, triggerId, currentId, workspaces, onSwitch }: Props) {
  return (
    <Menu.Root ids={{ trigger: triggerId }} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {workspaces.map((workspace) => (
              <Menu.Item
                key={workspace.id}
                value={workspace.id}
                disabled={workspace.id === currentId}
                onSelect={() => onSwitch(workspace.id)}
              >
                {workspace.name}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
