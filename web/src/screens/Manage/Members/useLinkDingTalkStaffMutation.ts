import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLinkDingTalkStaffMutation as Mutation } from '../../../__generated__/useLinkDingTalkStaffMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Links a DingTalk user id to a member (an empty one unlinks); settles with what happened. */
export function useLinkDingTalkStaffMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useLinkDingTalkStaffMutation($memberId: ID!, $staffId: String) {
      linkDingTalkStaff(memberId: $memberId, staffId: $staffId) {
        __typename
        ... on LinkDingTalkStaffPayload {
          member {
            id
            dingTalkStaffId
          }
        }
        ... on ValidationError {
          problems {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const link = useCallback(
    (memberId: string, staffId: string) =>
      commitForSave(commit, { variables: { memberId, staffId: staffId.trim() || null } }, (response) => response.linkDingTalkStaff, t`Operation failed`),
    [commit, t],
  );
  return [link, inFlight] as const;
}
