import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AgentInput, useUpdateAgentMutation as Mutation } from '../../__generated__/useUpdateAgentMutation.graphql';
import { commitForSave } from '../../relay/mutationResult';

/**
 * Saves an agent's settings (all of them from its form, or only `enabled` from its row); the
 * answer refreshes what the list and the editor show of it.
 */
export function useUpdateAgentMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateAgentMutation($agentId: ID!, $input: AgentInput!) {
      updateAgent(agentId: $agentId, input: $input) {
        __typename
        ... on AgentPayload {
          agent {
            id
            name
            avatar
            visibleRange
            roles {
              id
              name
            }
            enabled
            model
            keyHint
            updatedAt
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
  const update = useCallback(
    (agentId: string, input: AgentInput) =>
      commitForSave(commit, { variables: { agentId, input } }, (response) => response.updateAgent, t`Operation failed`),
    [commit, t],
  );
  return [update, inFlight] as const;
}
