import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useOpenSearchResultMutation as Mutation } from '../../__generated__/useOpenSearchResultMutation.graphql';

/**
 * Tells the workspace which result of a search was opened (its search analytics). Nothing waits
 * for it, and nothing is shown if it fails: opening the document is what the person asked for.
 */
export function useOpenSearchResult(searchId: string | null | undefined) {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useOpenSearchResultMutation($searchId: ID!, $documentId: ID!) {
      openSearchResult(searchId: $searchId, documentId: $documentId) {
        recorded
      }
    }
  `);
  return useCallback(
    (documentId: string) => {
      if (searchId) commit({ variables: { searchId, documentId }, onError: () => {} });
    },
    [commit, searchId],
  );
}
