import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateAccountInput,
  useUpdateViewerPreferencesMutation as Mutation,
} from '../__generated__/useUpdateViewerPreferencesMutation.graphql';
import { commitForResult } from '../relay/mutationResult';

type Preferences = Pick<UpdateAccountInput, 'preferredLanguage' | 'theme'>;

/**
 * Stores the viewer's language or theme on their account, so it follows them: the one way the
 * web app saves them (the header's switches and the account settings alike). Settles with null,
 * or the message of what went wrong.
 */
export function useUpdateViewerPreferencesMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateViewerPreferencesMutation($input: UpdateAccountInput!) {
      updateAccount(input: $input) {
        __typename
        ... on AccountPayload {
          viewer {
            preferredLanguage
            theme
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const save = useCallback(
    (input: Preferences) => commitForResult(commit, { variables: { input } }, (response) => response.updateAccount, t`Operation failed`),
    [commit, t],
  );
  return [save, inFlight] as const;
}
