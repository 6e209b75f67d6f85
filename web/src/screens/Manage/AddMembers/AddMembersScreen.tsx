import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { AddMembersScreenQuery$data } from '../../../__generated__/AddMembersScreenQuery.graphql';
import { AddMembersForm } from './AddMembersForm';
import { MemberLimit } from './MemberLimit';

export const addMembersScreenQuery = graphql`
  query AddMembersScreenQuery {
    viewer {
      currentWorkspace {
        ...MemberLimit_workspace
      }
    }
  }
`;

export function AddMembersScreen({ data }: { data: AddMembersScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1" size="xl">
          <Trans>Add by e-mail or phone</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>People who already have an account join at once; anyone else joins the first time they sign in.</Trans>
        </Text>
      </Stack>
      <MemberLimit workspace={workspace} />
      <AddMembersForm />
    </Stack>
  );
}
