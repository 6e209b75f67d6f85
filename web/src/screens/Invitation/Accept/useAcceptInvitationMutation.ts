import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAcceptInvitationMutation as Mutation } from '../../../__generated__/useAcceptInvitationMutation.graphql';
import type { DeadEndReason } from '../InvitationDeadEnd';

export type AcceptRefusal = { reason: DeadEndReason; message: string };
export type AcceptOutcome = { joined: boolean } | { refusal: AcceptRefusal };

/**
 * Joins the invitation's workspace and makes it the viewer's current one; answers whether that
 * made them a member (they may have been one already), or why not: the link's own reason
 * (unknown, expired, revoked, used up), or another refusal's message.
 */
export function useAcceptInvitationMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAcceptInvitationMutation($code: String!) {
      acceptInvitation(code: $code) {
        __typename
        ... on AcceptInvitationPayload {
          joined
        }
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
      new Promise<AcceptOutcome>((resolve) => {
        const failed = { refusal: { reason: null, message: t`Operation failed` } };
        commit({
          variables: { code },
          onCompleted: (response, errors) => {
            const result = response.acceptInvitation;
            if (errors?.length) return resolve(failed);
            if (result.__typename === 'AcceptInvitationPayload') return resolve({ joined: result.joined ?? false });
            resolve({ refusal: { reason: result.reason ?? null, message: result.message ?? failed.refusal.message } });
          },
          onError: () => resolve(failed),
        });
      }),
    [commit, t],
  );
  return [accept, inFlight] as const;
}
