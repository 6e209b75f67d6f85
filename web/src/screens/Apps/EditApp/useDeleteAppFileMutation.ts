import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useDeleteAppFileMutation as Mutation } from '../../../__generated__/useDeleteAppFileMutation.graphql';
import { changeTotalCount } from '../../../relay/connectionTotals';
import { commitForResult } from '../../../relay/mutationResult';

/** Removes a file from a file app and from its file list, its document with it. */
export function useDeleteAppFileMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteAppFileMutation($appId: ID!, $fileId: ID!) {
      deleteAppFile(appId: $appId, fileId: $fileId) {
        __typename
        ... on AppPayload {
          app {
            id
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (appId: string, fileId: string, connection: string) =>
      commitForResult(
        commit,
        {
          variables: { appId, fileId },
          // The answer is the app; the file (not a node of its own) leaves the list here.
          updater: (store, data) => {
            if (data?.deleteAppFile.__typename !== 'AppPayload') return;
            const files = store.get(connection);
            if (!files) return;
            ConnectionHandler.deleteNode(files, fileId);
            changeTotalCount(store, [connection], -1);
          },
        },
        (response) => response.deleteAppFile,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [remove, inFlight] as const;
}
