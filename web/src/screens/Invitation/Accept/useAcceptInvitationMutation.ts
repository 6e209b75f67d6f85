import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAcceptInvitationMutation as Mutation } from '../../../__generated__/useAcceptInvitationMutation.graphql';

/** Joins the invitation's workspace and makes it the viewer's current one; answers null, or why not. */
export function useAcceptInvitationMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAcceptInvitationMutation($code: String!) {
      acceptInvitation(code: $code) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const accept = useCallback(
    (code: string) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { code },
          onCompleted: (response, errors) => {
            const result = response.acceptInvitation;
            if (errors?.length) resolve(t`Operation failed`);
            else resolve(result.__typename === 'AccountPayload' ? null : (result.message ?? t`Operation failed`));
          },
          onError: () => resolve(t`Operation failed`),
        });
      }),
    [commit, t],
  );
  return [accept, inFlight] as const;
}
