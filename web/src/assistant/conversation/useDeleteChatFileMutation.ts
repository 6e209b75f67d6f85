import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteChatFileMutation as Mutation } from '../../__generated__/useDeleteChatFileMutation.graphql';
import { commitForResult } from '../../relay/mutationResult';

/** Removes a file from a conversation; the conversation's files are read back with it. */
export function useDeleteChatFileMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteChatFileMutation($fileId: ID!) {
      deleteChatFile(fileId: $fileId) {
        __typename
        ... on ConversationPayload {
          conversation {
            id
            files {
              id
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (fileId: string) => commitForResult(commit, { variables: { fileId } }, (response) => response.deleteChatFile, t`Operation failed`),
    [commit, t],
  );
  return [remove, inFlight] as const;
}
