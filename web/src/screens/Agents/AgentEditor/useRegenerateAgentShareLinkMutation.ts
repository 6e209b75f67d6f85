import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRegenerateAgentShareLinkMutation as Mutation } from '../../../__generated__/useRegenerateAgentShareLinkMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Gives an agent's public chat link a new address; the old one stops working. */
export function useRegenerateAgentShareLinkMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRegenerateAgentShareLinkMutation($agentId: ID!) {
      regenerateAgentShareLink(agentId: $agentId) {
        __typename
        ... on AgentShareLinkPayload {
          agent {
            ...ShareLinkSection_agent
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const regenerate = useCallback(
    (agentId: string) => commitForSave(commit, { variables: { agentId } }, (response) => response.regenerateAgentShareLink, t`Operation failed`),
    [commit, t],
  );
  return [regenerate, inFlight] as const;
}
