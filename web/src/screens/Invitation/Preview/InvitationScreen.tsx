import { Alert, Button, DataList, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import type { InvitationScreenQuery$data } from '../../../__generated__/InvitationScreenQuery.graphql';
import { InvitationFrame } from '../InvitationFrame';

export const invitationScreenQuery = graphql`
  query InvitationScreenQuery($code: String!) {
    invitation(code: $code) {
      workspaceName
      workspaceLogoUrl
      inviterName
      expiresAt
      state
    }
  }
`;

/** What an invitation link shows before joining: the workspace, who invited, and whether it still works. */
export function InvitationScreen({ data, code }: { data: InvitationScreenQuery$data; code: string }) {
  const { t, i18n } = useLingui();
  const invitation = data.invitation;
  if (!invitation) return <InvitationFailed />;
  const workspace = invitation.workspaceName;
  const expires = i18n.date(new Date(invitation.expiresAt), { dateStyle: 'long', timeStyle: 'short' });
  const refusal = {
    VALID: null,
    EXPIRED: t`This invitation link has expired. Ask the person who invited you for a new one.`,
    REVOKED: t`This invitation link has been revoked. Ask the person who invited you for a new one.`,
    USED_UP: t`This invitation link has been used as many times as it allows. Ask the person who invited you for a new one.`,
  }[invitation.state];
  return (
    <InvitationFrame>
      {invitation.workspaceLogoUrl ? (
        <Image src={invitation.workspaceLogoUrl} alt="" boxSize="16" borderRadius="lg" />
      ) : (
        <Flex boxSize="16" borderRadius="lg" bg="brand.solid" color="brand.contrast" align="center" justify="center" fontSize="2xl" fontWeight="bold">
          {[...workspace][0]}
        </Flex>
      )}
      <Heading as="h1" size="xl" data-testid="invitation-workspace">
        {workspace}
      </Heading>
      <Text>
        <Trans>You are invited to join this workspace.</Trans>
      </Text>
      <DataList.Root orientation="horizontal" alignSelf="stretch">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Invited by</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="invitation-inviter">{invitation.inviterName}</DataList.ItemValue>
        </DataList.Item>
        {refusal ? null : (
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Valid until</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <time dateTime={invitation.expiresAt}>{expires}</time>
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      {refusal ? (
        <Alert.Root status="warning" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : (
        <Button asChild colorPalette="brand" size="lg" width="full">
          <Link to={`/invitation/${encodeURIComponent(code)}/accept`}>
            <Trans>Join</Trans>
          </Link>
        </Button>
      )}
    </InvitationFrame>
  );
}

/** An unknown code, or the details could not be loaded. */
export function InvitationFailed() {
  return (
    <InvitationFrame>
      <Alert.Root status="error" textAlign="start">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Get invitation details failed</Trans>
        </Alert.Title>
      </Alert.Root>
    </InvitationFrame>
  );
}
