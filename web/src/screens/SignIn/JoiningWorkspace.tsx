import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { JoiningWorkspaceQuery } from '../../__generated__/JoiningWorkspaceQuery.graphql';

export const joiningWorkspaceQuery = graphql`
  query JoiningWorkspaceQuery($code: String!) {
    invitation(code: $code) {
      workspaceName
      state
    }
  }
`;

/**
 * Which workspace signing in leads into, when the sign-in came from an invitation link. Only a
 * link that still works names its workspace; any other says nothing here (its page says why).
 */
export function JoiningWorkspace({ queryRef }: { queryRef: PreloadedQuery<JoiningWorkspaceQuery> }) {
  const { invitation } = usePreloadedQuery<JoiningWorkspaceQuery>(joiningWorkspaceQuery, queryRef);
  const workspace = invitation?.state === 'VALID' ? invitation.workspaceName : null;
  if (!workspace) return null;
  return (
    <Alert.Root status="info" data-testid="joining-workspace">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>You are joining {workspace}. Sign in to accept the invitation.</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}

/** The line is a courtesy: when its details cannot be loaded, the sign-in page goes without it. */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
