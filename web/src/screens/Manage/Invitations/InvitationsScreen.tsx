import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { InvitationsScreenQuery$data } from '../../../__generated__/InvitationsScreenQuery.graphql';
import { CreateInvitationForm } from './CreateInvitationForm';
import { INVITATIONS_CONNECTION, InvitationList } from './InvitationList';

export const invitationsScreenQuery = graphql`
  query InvitationsScreenQuery {
    viewer {
      currentWorkspace {
        id
        ...InvitationList_workspace
      }
    }
  }
`;

export function InvitationsScreen({ data }: { data: InvitationsScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  const connections = [ConnectionHandler.getConnectionID(workspace.id, INVITATIONS_CONNECTION)];
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h1" size="xl">
          <Trans>Invitation links</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Anyone with a link can join this workspace until it expires, is used up or is revoked.</Trans>
        </Text>
      </Stack>
      <CreateInvitationForm connections={connections} />
      <Stack gap={3}>
        <Heading as="h2" size="md">
          <Trans>Open links</Trans>
        </Heading>
        <InvitationList workspace={workspace} />
      </Stack>
    </Stack>
  );
}
