import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AppInput, AppScope, useInstallAppMutation as Mutation } from '../../../__generated__/useInstallAppMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Installs an app from the app store, for the workspace or for the viewer alone. */
export function useInstallAppMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useInstallAppMutation($connectorKey: String!, $scope: AppScope!, $input: AppInput!) {
      installApp(connectorKey: $connectorKey, scope: $scope, input: $input) {
        __typename
        ... on AppPayload {
          app {
            id
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
  const install = useCallback(
    (connectorKey: string, scope: AppScope, input: AppInput) =>
      commitForSave(commit, { variables: { connectorKey, scope, input } }, (response) => response.installApp, t`Operation failed`),
    [commit, t],
  );
  return [install, inFlight] as const;
}
