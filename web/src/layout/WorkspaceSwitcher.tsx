import { Button, Flex, HStack, Image, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { WorkspaceSwitcher_viewer$key } from '../__generated__/WorkspaceSwitcher_viewer.graphql';
import type { WorkspaceSwitcherMutation } from '../__generated__/WorkspaceSwitcherMutation.graphql';

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
  const [commit] = useMutation<WorkspaceSwitcherMutation>(graphql`
    mutation WorkspaceSwitcherMutation($workspaceId: ID!) {
      switchWorkspace(workspaceId: $workspaceId) {
        __typename
      }
    }
  `);
  const { t } = useLingui();
  const current = data.currentWorkspace;
  if (!current) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
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
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {data.memberships.edges.map(({ node }) => (
              <Menu.Item
                key={node.workspace.id}
                value={node.workspace.id}
                disabled={node.workspace.id === current.id}
                onSelect={() =>
                  commit({
                    variables: { workspaceId: node.workspace.id },
                    // Everything on screen belongs to the old workspace: start afresh in the new one.
                    onCompleted: () => window.location.assign('/home'),
                  })
                }
              >
                {node.workspace.name}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
