import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateViewerPreferencesInput,
  useUpdateViewerPreferencesMutation as Mutation,
} from '../__generated__/useUpdateViewerPreferencesMutation.graphql';

/** Stores the viewer's language or theme on their account, so it follows them. */
export function useUpdateViewerPreferencesMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateViewerPreferencesMutation($input: UpdateViewerPreferencesInput!) {
      updateViewerPreferences(input: $input) {
        viewer {
          preferredLanguage
          theme
        }
      }
    }
  `);
  const save = useCallback((input: UpdateViewerPreferencesInput) => commit({ variables: { input } }), [commit]);
  return [save, inFlight] as const;
}
