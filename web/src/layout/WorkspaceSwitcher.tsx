import { Button, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { WorkspaceSwitcher_viewer$key } from '../__generated__/WorkspaceSwitcher_viewer.graphql';
import { DeferredMenu } from '../components/DeferredMenu';
import { TruncatedText } from '../components/TruncatedText';
import { WorkspaceLogo } from './WorkspaceLogo';

const loadMenu = () => import('./WorkspaceSwitcherPopup').then(({ WorkspaceSwitcherPopup }) => WorkspaceSwitcherPopup);

/** The current workspace's logo and name; opens the list of the viewer's workspaces to switch, or to create one. */
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
              id
              wsUserType
              workspace {
                id
                name
                logoSquareUrl
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const { t } = useLingui();
  const current = data.currentWorkspace;
  if (!current) return null;
  const memberships = data.memberships.edges.map(({ node }) => ({ wsUserType: node.wsUserType, ...node.workspace }));
  return (
    <DeferredMenu
      load={loadMenu}
      menuProps={{ currentId: current.id, memberships }}
      trigger={
        <Button variant="ghost" px={2} maxW="full">
          <VisuallyHidden>{t`Switch workspace, current:`} </VisuallyHidden>
          <HStack gap={3} minW={0}>
            <WorkspaceLogo name={current.name} url={current.logoSquareUrl} size="8" />
            {/* Cut when long; the list shows it whole. */}
            <TruncatedText fontWeight="semibold" maxW={{ base: '8rem', md: '14rem' }} data-testid="workspace-name">
              {current.name}
            </TruncatedText>
          </HStack>
        </Button>
      }
    />
  );
}
