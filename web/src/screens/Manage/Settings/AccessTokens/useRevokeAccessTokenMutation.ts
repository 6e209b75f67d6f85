import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRevokeAccessTokenMutation as Mutation } from '../../../../__generated__/useRevokeAccessTokenMutation.graphql';
import { commitForResult } from '../../../../relay/mutationResult';

/** Revokes a token: its row says so at once (it stays in the list, marked revoked). */
export function useRevokeAccessTokenMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRevokeAccessTokenMutation($accessTokenId: ID!) {
      revokeAccessToken(accessTokenId: $accessTokenId) {
        __typename
        ... on RevokeAccessTokenPayload {
          accessToken {
            id
            state
            revokedAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const revoke = useCallback(
    (accessTokenId: string) =>
      commitForResult(
        commit,
        {
          variables: { accessTokenId },
          optimisticResponse: {
            revokeAccessToken: {
              __typename: 'RevokeAccessTokenPayload',
              accessToken: { id: accessTokenId, state: 'REVOKED', revokedAt: new Date().toISOString() },
            },
          },
        },
        (response) => response.revokeAccessToken,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [revoke, inFlight] as const;
}
