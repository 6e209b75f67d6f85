import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { RolesScreenQuery$data } from '../../../__generated__/RolesScreenQuery.graphql';
import { RoleList } from './RoleList';

export const rolesScreenQuery = graphql`
  query RolesScreenQuery {
    viewer {
      currentWorkspace {
        ...RoleList_workspace
      }
    }
  }
`;

export function RolesScreen({ data }: { data: RolesScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1" size="xl">
          <Trans>Custom roles</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Group members under a name of your own, for example a department or a project.</Trans>
        </Text>
      </Stack>
      <RoleList workspace={workspace} />
    </Stack>
  );
}
