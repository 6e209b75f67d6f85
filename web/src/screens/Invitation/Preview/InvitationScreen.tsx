import { Alert, Button, DataList, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import type { InvitationScreenQuery$data } from '../../../__generated__/InvitationScreenQuery.graphql';
import { InvitationDeadEnd } from '../InvitationDeadEnd';
import { InvitationFrame } from '../InvitationFrame';

export const invitationScreenQuery = graphql`
  query InvitationScreenQuery($code: String!) {
    invitation(code: $code) {
      workspaceName
      workspaceLogoUrl
      inviterName
      expiresAt
      state
      viewerIsMember
    }
    viewer {
      __typename
    }
  }
`;

/**
 * What an invitation link shows before joining: the workspace, who invited, and the way in; or,
 * for a link that lets nobody in, why not.
 */
export function InvitationScreen({ data, code }: { data: InvitationScreenQuery$data; code: string }) {
  const { i18n, t } = useLingui();
  const invitation = data.invitation;
  const signedIn = data.viewer !== null;
  const acceptPath = `/invitation/${encodeURIComponent(code)}/accept`;
  if (!invitation) return <InvitationDeadEnd reason="NOT_FOUND" signedIn={signedIn} />;
  const workspace = invitation.workspaceName;
  if (invitation.viewerIsMember && workspace) {
    return (
      <InvitationFrame title={t`Invitation to ${workspace}`}>
        <WorkspaceMark name={workspace} logoUrl={invitation.workspaceLogoUrl} />
        <Heading as="h1" size="xl">
          <Trans>You are already a member of {workspace}</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>There is nothing to join: open the workspace to carry on.</Trans>
        </Text>
        <Button asChild colorPalette="brand" size="lg" width="full">
          <Link to={acceptPath}>
            <Trans>Open {workspace}</Trans>
          </Link>
        </Button>
      </InvitationFrame>
    );
  }
  if (invitation.state !== 'VALID' || !workspace) {
    const reason = invitation.state === 'EXPIRED' || invitation.state === 'REVOKED' || invitation.state === 'USED_UP' ? invitation.state : 'NOT_FOUND';
    return <InvitationDeadEnd reason={reason} signedIn={signedIn} />;
  }
  const expires = i18n.date(new Date(invitation.expiresAt), { dateStyle: 'long', timeStyle: 'short' });
  return (
    <InvitationFrame title={t`Invitation to ${workspace}`}>
      <WorkspaceMark name={workspace} logoUrl={invitation.workspaceLogoUrl} />
      <Heading as="h1" size="xl" data-testid="invitation-workspace">
        {workspace}
      </Heading>
      <Text>
        <Trans>You are invited to join this workspace.</Trans>
      </Text>
      <DataList.Root orientation="horizontal" alignSelf="stretch">
        {invitation.inviterName ? (
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Invited by</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid="invitation-inviter">{invitation.inviterName}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Valid until</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <time dateTime={invitation.expiresAt}>{expires}</time>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Button asChild colorPalette="brand" size="lg" width="full">
        <Link to={acceptPath}>
          <Trans>Join</Trans>
        </Link>
      </Button>
    </InvitationFrame>
  );
}

/** The workspace's square logo, or its first letter on the brand colour. Decorative: its name is the heading. */
function WorkspaceMark({ name, logoUrl }: { name: string; logoUrl: string | null | undefined }) {
  return logoUrl ? (
    <Image src={logoUrl} alt="" boxSize="16" borderRadius="lg" />
  ) : (
    <Flex boxSize="16" borderRadius="lg" bg="brand.solid" color="brand.contrast" align="center" justify="center" fontSize="2xl" fontWeight="bold" aria-hidden>
      {[...name][0]}
    </Flex>
  );
}

/** The details could not be loaded at all (network, server): nothing is known of the link. */
export function InvitationFailed() {
  const { t } = useLingui();
  return (
    <InvitationFrame title={t`Get invitation details failed`}>
      <Alert.Root status="error" textAlign="start">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Get invitation details failed</Trans>
        </Alert.Title>
      </Alert.Root>
      <Button asChild variant="outline">
        <Link to="/home">
          <Trans>Back to home</Trans>
        </Link>
      </Button>
    </InvitationFrame>
  );
}
