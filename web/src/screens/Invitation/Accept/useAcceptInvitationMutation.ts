import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAcceptInvitationMutation as Mutation } from '../../../__generated__/useAcceptInvitationMutation.graphql';
import type { DeadEndReason } from '../InvitationDeadEnd';

export type AcceptRefusal = { reason: DeadEndReason; message: string };

/**
 * Joins the invitation's workspace and makes it the viewer's current one; answers null, or why
 * not: the link's own reason (unknown, expired, revoked, used up), or another refusal's message.
 */
export function useAcceptInvitationMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAcceptInvitationMutation($code: String!) {
      acceptInvitation(code: $code) {
        __typename
        ... on InvitationRefusedError {
          reason
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const accept = useCallback(
    (code: string) =>
      new Promise<AcceptRefusal | null>((resolve) => {
        const failed = { reason: null, message: t`Operation failed` };
        commit({
          variables: { code },
          onCompleted: (response, errors) => {
            const result = response.acceptInvitation;
            if (errors?.length) return resolve(failed);
            if (result.__typename === 'AccountPayload') return resolve(null);
            resolve({ reason: result.reason ?? null, message: result.message ?? failed.message });
          },
          onError: () => resolve(failed),
        });
      }),
    [commit, t],
  );
  return [accept, inFlight] as const;
}
