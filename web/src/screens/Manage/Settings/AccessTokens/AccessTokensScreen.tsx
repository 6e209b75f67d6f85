import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { AccessTokensScreenQuery$data } from '../../../../__generated__/AccessTokensScreenQuery.graphql';
import { ACCESS_TOKENS_CONNECTION, AccessTokenList } from './AccessTokenList';
import { CreateAccessTokenDialog } from './CreateAccessTokenDialog';
import { ScimProvisioningCard } from './ScimProvisioningCard';

export const accessTokensScreenQuery = graphql`
  query AccessTokensScreenQuery {
    viewer {
      currentWorkspace {
        id
        ...AccessTokenList_workspace
        scimProvisioning {
          ...ScimProvisioningCard_provisioning
        }
      }
    }
  }
`;

/** The workspace's access tokens for third parties (made here, their secret shown once, revoked here), and the identity provider's SCIM token. */
export function AccessTokensScreen({ data }: { data: AccessTokensScreenQuery$data }) {
  const [creating, setCreating] = useState(false);
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  const connections = [ConnectionHandler.getConnectionID(workspace.id, ACCESS_TOKENS_CONNECTION)];
  return (
    <Stack gap={6}>
      <HStack justify="space-between" align="start" gap={4} wrap="wrap">
        <Stack gap={1} maxW="3xl">
          <Heading as="h1" size="xl">
            <Trans>Access tokens</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>
              Programs call Zhiwen’s API (GraphQL and REST) with a token, as the member who made it and within its scopes. Send it in the
              Authorization header: Bearer zwt_…
            </Trans>
          </Text>
        </Stack>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <Trans>New token</Trans>
        </Button>
      </HStack>
      <AccessTokenList workspace={workspace} />
      <CreateAccessTokenDialog open={creating} onClose={() => setCreating(false)} connections={connections} />
      <ScimProvisioningCard workspaceId={workspace.id} provisioning={workspace.scimProvisioning} />
    </Stack>
  );
}
