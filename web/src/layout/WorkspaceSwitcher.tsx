import { Button, Flex, HStack, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WorkspaceSwitcher_viewer$key } from '../__generated__/WorkspaceSwitcher_viewer.graphql';
import { DeferredMenu } from '../components/DeferredMenu';
import { toaster } from '../components/ui/toaster';
import { useSwitchWorkspaceMutation } from './useSwitchWorkspaceMutation';

const loadMenu = () => import('./WorkspaceSwitcherPopup').then(({ WorkspaceSwitcherPopup }) => WorkspaceSwitcherPopup);

/** The current workspace's logo and name; opens the list of the viewer's workspaces to switch. */
export function WorkspaceSwitcher({ viewer }: { viewer: WorkspaceSwitcher_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment WorkspaceSwitcher_viewer on Viewer {
        currentWorkspace {
          id
          name
          logoSquareUrl
        }
        memberships(first: 50) {
          edges {
            node {
              workspace {
                id
                name
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const [switchTo] = useSwitchWorkspaceMutation();
  const onSwitch = useCallback(
    (workspaceId: string) =>
      void switchTo(workspaceId).then((failure) => {
        if (failure) toaster.error({ title: failure });
        // Everything on screen belongs to the old workspace: start afresh in the new one.
        else window.location.assign('/home');
      }),
    [switchTo],
  );
  const { t } = useLingui();
  const current = data.currentWorkspace;
  if (!current) return null;
  return (
    <DeferredMenu
      load={loadMenu}
      menuProps={{ currentId: current.id, workspaces: data.memberships.edges.map(({ node }) => node.workspace), onSwitch }}
      trigger={
        <Button variant="ghost" px={2}>
          <VisuallyHidden>{t`Switch workspace, current:`} </VisuallyHidden>
          <HStack gap={3}>
            {current.logoSquareUrl ? (
              <Image src={current.logoSquareUrl} alt="" boxSize="8" borderRadius="md" />
            ) : (
              <Flex boxSize="8" borderRadius="md" bg="brand.solid" color="brand.contrast" align="center" justify="center" aria-hidden>
                <Text fontWeight="bold">{[...current.name][0]}</Text>
              </Flex>
            )}
            <Text fontWeight="semibold" data-testid="workspace-name">
              {current.name}
            </Text>
          </HStack>
        </Button>
      }
    />
  );
}
