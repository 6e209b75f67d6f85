import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AgentInput, AgentScope, useCreateAgentMutation as Mutation } from '../../../__generated__/useCreateAgentMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Creates an agent, for the workspace or for oneself; the answer carries its key, shown once. */
export function useCreateAgentMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateAgentMutation($scope: AgentScope!, $input: AgentInput!) {
      createAgent(scope: $scope, input: $input) {
        __typename
        ... on AgentPayload {
          key
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
    (scope: AgentScope, input: AgentInput) =>
      commitForSave(commit, { variables: { scope, input } }, (response) => response.createAgent, t`Operation failed`),
    [commit, t],
  );
  return [create, inFlight] as const;
}
