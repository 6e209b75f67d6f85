import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteWechatBotMutation as Mutation } from '../../../../../__generated__/useDeleteWechatBotMutation.graphql';
import { commitForResult } from '../../../../../relay/mutationResult';

/** Deletes a WeChat bot: its callback URL stops answering at once, and its row leaves the list. */
export function useDeleteWechatBotMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteWechatBotMutation($id: ID!, $connections: [ID!]!) {
      deleteWechatBot(id: $id) {
        __typename
        ... on DeleteBotPayload {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (id: string, connections: string[]) =>
      commitForResult(commit, { variables: { id, connections } }, (response) => response.deleteWechatBot, t`Operation failed`),
    [commit, t],
  );
  return [remove, inFlight] as const;
}
