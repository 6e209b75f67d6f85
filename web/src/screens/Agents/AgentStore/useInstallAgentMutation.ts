import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useInstallAgentMutation as Mutation } from '../../../__generated__/useInstallAgentMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Installs a built-in agent into the workspace; the answer carries the agent and its key, shown once. */
export function useInstallAgentMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useInstallAgentMutation($templateKey: String!) {
      installAgent(templateKey: $templateKey) {
        __typename
        ... on AgentPayload {
          key
          agent {
            id
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const install = useCallback(
    (templateKey: string) => commitForSave(commit, { variables: { templateKey } }, (response) => response.installAgent, t`Operation failed`),
    [commit, t],
  );
  return [install, inFlight] as const;
}
