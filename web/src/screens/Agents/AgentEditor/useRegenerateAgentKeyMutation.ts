import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRegenerateAgentKeyMutation as Mutation } from '../../../__generated__/useRegenerateAgentKeyMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Replaces an agent's key (the old one stops working); the answer carries the new one, shown once. */
export function useRegenerateAgentKeyMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRegenerateAgentKeyMutation($agentId: ID!) {
      regenerateAgentKey(agentId: $agentId) {
        __typename
        ... on AgentPayload {
          key
          agent {
            id
            keyHint
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const regenerate = useCallback(
    (agentId: string) => commitForSave(commit, { variables: { agentId } }, (response) => response.regenerateAgentKey, t`Operation failed`),
    [commit, t],
  );
  return [regenerate, inFlight] as const;
}
