import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useInstallAgentMutation as Mutation } from '../../../__generated__/useInstallAgentMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/**
 * Installs a built-in agent into the workspace; the answer carries the agent and its key, shown
 * once. A template the workspace has already installed is installed again only under `name`.
 */
export function useInstallAgentMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useInstallAgentMutation($templateKey: String!, $name: String) {
      installAgent(templateKey: $templateKey, name: $name) {
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
        ... on ValidationError {
          problems {
            field
            message
          }
        }
      }
    }
  `);
  const install = useCallback(
    (templateKey: string, name?: string) =>
      commitForSave(commit, { variables: { templateKey, name: name ?? null } }, (response) => response.installAgent, t`Operation failed`),
    [commit, t],
  );
  return [install, inFlight] as const;
}
