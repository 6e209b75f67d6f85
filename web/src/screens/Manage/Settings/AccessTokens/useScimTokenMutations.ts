import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useScimTokenMutationsRevokeMutation as Revoke } from '../../../../__generated__/useScimTokenMutationsRevokeMutation.graphql';
import type { useScimTokenMutationsRotateMutation as Rotate } from '../../../../__generated__/useScimTokenMutationsRotateMutation.graphql';
import { commitForResult, commitForSave } from '../../../../relay/mutationResult';

/** The provisioning a payload answers becomes the workspace's (it has no ID of its own to be found by). */
const onto = (workspaceId: string, field: 'rotateScimToken' | 'revokeScimToken') => (store: RecordSourceSelectorProxy) => {
  const provisioning = store.getRootField(field)?.getLinkedRecord('provisioning');
  if (provisioning) store.get(workspaceId)?.setLinkedRecord(provisioning, 'scimProvisioning');
};

/** Makes (or replaces) and revokes the workspace's SCIM token. */
export function useScimTokenMutations(workspaceId: string) {
  const { t } = useLingui();
  const [commitRotate, rotating] = useMutation<Rotate>(graphql`
    mutation useScimTokenMutationsRotateMutation {
      rotateScimToken {
        __typename
        ... on RotateScimTokenPayload {
          secret
          provisioning {
            ...ScimProvisioningCard_provisioning
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitRevoke, revoking] = useMutation<Revoke>(graphql`
    mutation useScimTokenMutationsRevokeMutation {
      revokeScimToken {
        __typename
        ... on RevokeScimTokenPayload {
          provisioning {
            ...ScimProvisioningCard_provisioning
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  /** Answers the new secret, or the message of what went wrong. */
  const rotate = useCallback(async () => {
    const outcome = await commitForSave(commitRotate, { variables: {}, updater: onto(workspaceId, 'rotateScimToken') }, (response) => response.rotateScimToken, t`Operation failed`);
    const result = outcome.response?.rotateScimToken;
    return result?.__typename === 'RotateScimTokenPayload' ? { secret: result.secret, message: null } : { secret: null, message: outcome.message ?? t`Operation failed` };
  }, [commitRotate, workspaceId, t]);
  const revoke = useCallback(
    () => commitForResult(commitRevoke, { variables: {}, updater: onto(workspaceId, 'revokeScimToken') }, (response) => response.revokeScimToken, t`Operation failed`),
    [commitRevoke, workspaceId, t],
  );
  return { rotate, revoke, busy: rotating || revoking };
}
