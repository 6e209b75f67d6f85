import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AccessTokenInput, useCreateAccessTokenMutation as Mutation } from '../../../../__generated__/useCreateAccessTokenMutation.graphql';
import { commitForSave } from '../../../../relay/mutationResult';

/** Makes a token and puts it first in the given lists; its secret comes back this once. */
export function useCreateAccessTokenMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateAccessTokenMutation($input: AccessTokenInput!, $connections: [ID!]!) {
      createAccessToken(input: $input) {
        __typename
        ... on CreateAccessTokenPayload {
          secret
          accessToken @prependNode(connections: $connections, edgeTypeName: "WorkspaceAccessTokensConnectionEdge") {
            id
            name
            ...AccessTokenRow_accessToken
          }
        }
        ... on ValidationError {
          problems {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = useCallback(
    (input: AccessTokenInput, connections: string[]) =>
      commitForSave(commit, { variables: { input, connections } }, (response) => response.createAccessToken, t`Operation failed`),
    [commit, t],
  );
  return [create, inFlight] as const;
}
