import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAuthorizeAppMutation as Mutation } from '../../../__generated__/useAuthorizeAppMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Starts authorizing an app through OAuth: the answer is the provider's page to send the browser to. */
export function useAuthorizeAppMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAuthorizeAppMutation($appId: ID!) {
      authorizeApp(appId: $appId) {
        __typename
        ... on AuthorizeAppPayload {
          authorizeUrl
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const authorize = useCallback(
    (appId: string) => commitForSave(commit, { variables: { appId } }, (response) => response.authorizeApp, t`Operation failed`),
    [commit, t],
  );
  return [authorize, inFlight] as const;
}
