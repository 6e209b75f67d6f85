import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { LinkedAccountsSection_workspace$key, SourceProvider } from '../../__generated__/LinkedAccountsSection_workspace.graphql';
import { toaster } from '../../components/ui/toaster';
import { useProviderName } from '../../components/sourceProviderName';
import { useLinkedAccountMutations } from './useLinkedAccountMutations';

/**
 * The member's accounts at data sources in their current workspace: each linked one, which they
 * may unlink, and a way to link their own where the server can ask the source (signing in there).
 * Apps "as in the source" let them read what those accounts read. Nothing to show, no card.
 */
export function LinkedAccountsSection({ workspace }: { workspace: LinkedAccountsSection_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment LinkedAccountsSection_workspace on Workspace {
        id
        name
        linkableSources {
          provider
          app {
            id
            title
          }
        }
        ownSourceAccounts {
          id
          provider
          externalId
          login
          name
        }
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  const providerName = useProviderName();
  const { start, starting, unlink, unlinking } = useLinkedAccountMutations(data.id);
  if (data.linkableSources.length === 0 && data.ownSourceAccounts.length === 0) return null;

  const link = async (provider: SourceProvider, appId: string | null) => {
    const { url, failure } = await start(provider, appId);
    if (url) window.location.assign(url);
    else toaster.error({ title: failure });
  };
  const end = async (account: (typeof data.ownSourceAccounts)[number]) => {
    const failure = await unlink(account);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`${account.login ?? account.externalId} is no longer linked` });
  };
  const workspaceName = data.name;

  return (
    <Card.Root as="section" aria-labelledby="linked-accounts-heading">
      <Card.Header>
        <Card.Title id="linked-accounts-heading" as="h2">
          <Trans>Linked accounts</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>In {workspaceName}, apps that follow the source’s permissions show you what your accounts there may read.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          {data.ownSourceAccounts.map((account) => (
            <HStack key={account.id} justify="space-between" gap={4}>
              <Text>
                {providerName(account.provider)} · <Text as="span" fontWeight="medium">{account.login ?? account.externalId}</Text>
                {account.name && account.name !== account.login ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    ({account.name})
                  </Text>
                ) : null}
              </Text>
              <Button size="xs" variant="ghost" colorPalette="red" loading={unlinking} loadingText={t`Unlinking…`} onClick={() => void end(account)}>
                <Trans>Unlink</Trans>
              </Button>
            </HStack>
          ))}
          <HStack gap={3} wrap="wrap">
            {data.linkableSources.map(({ provider, app }) => {
              const source = providerName(provider);
              const appTitle = app?.title;
              return (
                <Button key={`${provider}:${app?.id ?? ''}`} size="sm" variant="outline" loading={starting} loadingText={t`Opening the provider…`} onClick={() => void link(provider, app?.id ?? null)}>
                  {appTitle ? <Trans>Link your {source} account through {appTitle}</Trans> : <Trans>Link your {source} account</Trans>}
                </Button>
              );
            })}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
