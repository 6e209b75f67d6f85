import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateAgentShareLinkMutation as Mutation } from '../../../__generated__/useUpdateAgentShareLinkMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Turns an agent's public chat link on or off; the link's address stays the same. */
export function useUpdateAgentShareLinkMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateAgentShareLinkMutation($agentId: ID!, $enabled: Boolean!) {
      updateAgentShareLink(agentId: $agentId, enabled: $enabled) {
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
  const update = useCallback(
    (agentId: string, enabled: boolean) =>
      commitForSave(commit, { variables: { agentId, enabled } }, (response) => response.updateAgentShareLink, t`Operation failed`),
    [commit, t],
  );
  return [update, inFlight] as const;
}
