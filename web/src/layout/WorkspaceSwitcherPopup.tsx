import { HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { WorkspaceUserType } from '../__generated__/WorkspaceSwitcher_viewer.graphql';
import { toaster } from '../components/ui/toaster';
import { useSwitchWorkspaceMutation } from './useSwitchWorkspaceMutation';
import { WorkspaceLogo } from './WorkspaceLogo';

// Loaded when chosen: the menu itself loads with every page, at idle.
const CreateWorkspaceDialog = lazy(async () => ({ default: (await import('./CreateWorkspaceDialog')).CreateWorkspaceDialog }));

type Membership = { readonly id: string; readonly name: string; readonly logoSquareUrl: string | null | undefined; readonly wsUserType: WorkspaceUserType };

type Props = {
  trigger: ReactElement;
  triggerId: string;
  currentId: string;
  memberships: readonly Membership[];
};

/**
 * The viewer's workspaces (logo, name and their role in each) around its trigger, the current one
 * checked; choosing another switches to it, and the last item creates a new one. Loaded apart
 * from the page (see `WorkspaceSwitcher`).
 */
export function WorkspaceSwitcherPopup({ trigger, triggerId, currentId, memberships }: Props) {
  const { t } = useLingui();
  const [creating, setCreating] = useState(false);
  // Switching comes with the list it is chosen from: no page pays for it before the list is wanted.
  const [switchTo] = useSwitchWorkspaceMutation();
  const onSwitch = (workspaceId: string) =>
    void switchTo(workspaceId).then((failure) => {
      if (failure) toaster.error({ title: failure });
      // Everything on screen belongs to the old workspace: start afresh in the new one.
      else window.location.assign('/home');
    });
  const roles: Record<string, string> = { MEMBER: t`Member`, ADMIN: t`Admin`, CREATOR: t`Creator` };
  return (
    <>
      <Menu.Root ids={{ trigger: triggerId }} positioning={{ placement: 'bottom-start' }}>
        <Menu.Trigger asChild>{trigger}</Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content maxW="sm">
              <Menu.RadioItemGroup
                value={currentId}
                onValueChange={({ value }) => {
                  if (value !== currentId) onSwitch(value);
                }}
              >
                <Menu.ItemGroupLabel>
                  <Trans>Your workspaces</Trans>
                </Menu.ItemGroupLabel>
                {memberships.map((workspace) => (
                  <Menu.RadioItem key={workspace.id} value={workspace.id} minH="10" gap={3}>
                    <WorkspaceLogo name={workspace.name} url={workspace.logoSquareUrl} size="6" />
                    <Stack gap={0} flex="1" minW={0}>
                      {/* Whole, on as many lines as it takes: the trigger may have cut it. */}
                      <Text overflowWrap="anywhere">{workspace.name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {roles[workspace.wsUserType] ?? workspace.wsUserType}
                      </Text>
                    </Stack>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.Item value="create" onSelect={() => setCreating(true)}>
                <HStack gap={3}>
                  <Text as="span" aria-hidden boxSize="6" textAlign="center">
                    ＋
                  </Text>
                  <Trans>Create a workspace</Trans>
                </HStack>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {creating ? (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog onClose={() => setCreating(false)} returnFocusTo={triggerId} />
        </Suspense>
      ) : null}
    </>
  );
}
