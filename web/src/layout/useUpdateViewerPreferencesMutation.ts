import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateAccountInput,
  useUpdateViewerPreferencesMutation as Mutation,
} from '../__generated__/useUpdateViewerPreferencesMutation.graphql';

type Preferences = Pick<UpdateAccountInput, 'preferredLanguage' | 'theme'>;

/** Stores the viewer's language or theme on their account, so it follows them. */
export function useUpdateViewerPreferencesMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateViewerPreferencesMutation($input: UpdateAccountInput!) {
      updateAccount(input: $input) {
        ... on AccountPayload {
          viewer {
            preferredLanguage
            theme
          }
        }
      }
    }
  `);
  const save = useCallback((input: Preferences) => commit({ variables: { input } }), [commit]);
  return [save, inFlight] as const;
}
