import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DirectoryAppPicker_workspace$key } from '../../../__generated__/DirectoryAppPicker_workspace.graphql';
import { ConnectorIcon } from '../../../components/ConnectorIcon';

/** The workspace's apps with a directory of people, the one being read marked. */
export function DirectoryAppPicker({ workspace, current }: { workspace: DirectoryAppPicker_workspace$key; current: string }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment DirectoryAppPicker_workspace on Workspace {
        directoryApps(first: 50) {
          edges {
            node {
              id
              title
              platform
            }
          }
        }
      }
    `,
    workspace,
  );
  return (
    <HStack as="nav" aria-label={t`Apps with a directory of people`} gap={2} wrap="wrap">
      {data.directoryApps.edges.map(({ node }) => {
        const chosen = node.id === current;
        return (
          <Button key={node.id} asChild size="sm" variant={chosen ? 'subtle' : 'outline'} colorPalette={chosen ? 'brand' : 'gray'}>
            <Link to={`?app=${encodeURIComponent(node.id)}`} aria-current={chosen ? 'page' : undefined}>
              <ConnectorIcon platform={node.platform} variant="inline" />
              {node.title}
            </Link>
          </Button>
        );
      })}
    </HStack>
  );
}
