import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLinkedAccountMutationsStartMutation as Start } from '../../__generated__/useLinkedAccountMutationsStartMutation.graphql';
import type { useLinkedAccountMutationsUnlinkMutation as Unlink } from '../../__generated__/useLinkedAccountMutationsUnlinkMutation.graphql';
import type { SourceProvider } from '../../__generated__/LinkedAccountsSection_workspace.graphql';
import { commitForSave } from '../../relay/mutationResult';

/**
 * Linking the member's own accounts: `start` answers where to sign in at the source (or the
 * failure's message); `unlink` ends a link and takes it off the workspace's list at once.
 */
export function useLinkedAccountMutations(workspaceId: string) {
  const { t } = useLingui();
  const [commitStart, starting] = useMutation<Start>(graphql`
    mutation useLinkedAccountMutationsStartMutation($input: StartSourceAccountLinkInput!) {
      startSourceAccountLink(input: $input) {
        __typename
        ... on StartSourceAccountLinkPayload {
          url
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitUnlink, unlinking] = useMutation<Unlink>(graphql`
    mutation useLinkedAccountMutationsUnlinkMutation($input: UnlinkSourceAccountInput!) {
      unlinkOwnSourceAccount(input: $input) {
        __typename
        ... on UnlinkOwnSourceAccountPayload {
          unlinkedId
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const start = useCallback(
    async (provider: SourceProvider, appId: string | null) => {
      const outcome = await commitForSave(commitStart, { variables: { input: { provider, appId } } }, (r) => r.startSourceAccountLink, t`Operation failed`);
      const result = outcome.response?.startSourceAccountLink;
      return result?.__typename === 'StartSourceAccountLinkPayload' ? { url: result.url, failure: null } : { url: null, failure: outcome.message ?? t`Operation failed` };
    },
    [commitStart, t],
  );
  const unlink = useCallback(
    async (account: { provider: SourceProvider; externalId: string }) =>
      (
        await commitForSave(
          commitUnlink,
          {
            variables: { input: { provider: account.provider, externalId: account.externalId } },
            updater: (store, response) => {
              const result = response?.unlinkOwnSourceAccount;
              if (result?.__typename !== 'UnlinkOwnSourceAccountPayload') return;
              const workspace = store.get(workspaceId);
              const linked = workspace?.getLinkedRecords('ownSourceAccounts') ?? [];
              workspace?.setLinkedRecords(
                linked.filter((record) => record.getDataID() !== result.unlinkedId),
                'ownSourceAccounts',
              );
            },
          },
          (r) => r.unlinkOwnSourceAccount,
          t`Operation failed`,
        )
      ).message,
    [commitUnlink, t, workspaceId],
  );
  return { start, starting, unlink, unlinking };
}
