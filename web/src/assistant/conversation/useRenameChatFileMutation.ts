import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRenameChatFileMutation as Mutation } from '../../__generated__/useRenameChatFileMutation.graphql';
import { commitForResult } from '../../relay/mutationResult';

/** Renames a file of a conversation; the server refuses an empty name with its own message. */
export function useRenameChatFileMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRenameChatFileMutation($fileId: ID!, $name: String!) {
      renameChatFile(fileId: $fileId, name: $name) {
        __typename
        ... on ConversationPayload {
          conversation {
            id
            files {
              id
              name
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const rename = useCallback(
    (fileId: string, name: string) =>
      commitForResult(
        commit,
        { variables: { fileId, name }, optimisticUpdater: (store) => store.get(fileId)?.setValue(name, 'name') },
        (response) => response.renameChatFile,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [rename, inFlight] as const;
}
