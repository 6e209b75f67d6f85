import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SourceAccountRow_sourceAccount$key } from '../../../__generated__/SourceAccountRow_sourceAccount.graphql';
import { toaster } from '../../../components/ui/toaster';
import { useProviderName } from '../../../components/sourceProviderName';
import type { LinkedAccount, SourceProvider } from './sourceAccount';
import { useUnlinkSourceAccountMutation } from './useUnlinkSourceAccountMutation';

/** One account: who it is at the source, and the member it is linked to, with linking and unlinking. */
export function SourceAccountRow({ account, onLink }: { account: SourceAccountRow_sourceAccount$key; onLink: (account: LinkedAccount) => void }) {
  const data = useFragment(
    graphql`
      fragment SourceAccountRow_sourceAccount on SourceAccount {
        id
        provider
        externalId
        login
        name
        email
        phone
        member {
          id
          wsUsername
        }
      }
    `,
    account,
  );
  const { t } = useLingui();
  const providerName = useProviderName();
  const [unlink, unlinking] = useUnlinkSourceAccountMutation();
  // An account a group listed without describing it is known by its ID at the source alone.
  const label = data.login ?? data.name ?? data.externalId;
  // The server answers only the providers it knows, which this build knows too.
  const target = { id: data.id, provider: data.provider as SourceProvider, externalId: data.externalId, label };

  const end = async () => {
    const failure = await unlink(target);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`${label} is no longer linked` });
  };

  return (
    <Table.Row>
      <Table.Cell>
        <Text fontWeight="medium">{label}</Text>
        {data.login && data.name ? (
          <Text fontSize="xs" color="fg.muted">
            {data.name}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>{providerName(data.provider)}</Table.Cell>
      {/* What matches the account to a member when no one linked it: the address, else the mobile number. */}
      <Table.Cell color={data.email || data.phone ? undefined : 'fg.muted'}>
        {data.email ?? data.phone ?? '—'}
        {data.email && data.phone ? (
          <Text fontSize="xs" color="fg.muted">
            {data.phone}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        {data.member ? (
          <Text>{data.member.wsUsername}</Text>
        ) : (
          <Text color="fg.muted">
            <Trans>Not linked</Trans>
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap={2} justify="end">
          <Button size="xs" variant="outline" onClick={() => onLink(target)}>
            <Trans>Link to member</Trans>
          </Button>
          {data.member ? (
            <Button size="xs" variant="ghost" colorPalette="red" loading={unlinking} loadingText={t`Unlinking…`} onClick={() => void end()}>
              <Trans>Unlink</Trans>
            </Button>
          ) : null}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
