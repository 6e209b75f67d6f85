import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteAgentMutation as Mutation } from '../../../__generated__/useDeleteAgentMutation.graphql';
import { commitForResult } from '../../../relay/mutationResult';

/** Deletes an agent (its key stops working) and drops it from the given agent lists. */
export function useDeleteAgentMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteAgentMutation($agentId: ID!, $connections: [ID!]!) {
      deleteAgent(agentId: $agentId) {
        __typename
        ... on DeleteAgentPayload {
          deletedAgentId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (agentId: string, connections: string[]) =>
      commitForResult(commit, { variables: { agentId, connections } }, (response) => response.deleteAgent, t`Operation failed`),
    [commit, t],
  );
  return [remove, inFlight] as const;
}
