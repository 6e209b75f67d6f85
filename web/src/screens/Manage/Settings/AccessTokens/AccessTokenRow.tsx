import { Badge, Button, Code, HStack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AccessTokenRow_accessToken$key } from '../../../../__generated__/AccessTokenRow_accessToken.graphql';
import { RelativeTime } from '../../../../components/RelativeTime';
import { TOKEN_SCOPES } from './tokenScopes';

export function AccessTokenRow({ accessToken, onRevoke }: { accessToken: AccessTokenRow_accessToken$key; onRevoke: () => void }) {
  const data = useFragment(
    graphql`
      fragment AccessTokenRow_accessToken on AccessToken {
        name
        hint
        scopes
        state
        createdAt
        expiresAt
        lastUsedAt
        createdBy {
          displayName
        }
      }
    `,
    accessToken,
  );
  const { t, i18n } = useLingui();
  const state = {
    ACTIVE: { label: t`Active`, palette: 'green' },
    EXPIRED: { label: t`Expired`, palette: 'gray' },
    REVOKED: { label: t`Revoked`, palette: 'red' },
  }[data.state];
  const date = (value: string) => (
    <time dateTime={value} title={i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })}>
      {i18n.date(new Date(value), { dateStyle: 'medium' })}
    </time>
  );
  const name = data.name;
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{name}</Table.Cell>
      <Table.Cell>
        <Code>{data.hint}</Code>
      </Table.Cell>
      <Table.Cell>{data.createdBy.displayName}</Table.Cell>
      <Table.Cell>
        <HStack gap={1} wrap="wrap">
          {TOKEN_SCOPES.filter((scope) => data.scopes.includes(scope.value)).map((scope) => (
            <Badge key={scope.value} variant="outline">
              {i18n._(scope.label)}
            </Badge>
          ))}
        </HStack>
      </Table.Cell>
      <Table.Cell>{date(data.createdAt)}</Table.Cell>
      <Table.Cell>{date(data.expiresAt)}</Table.Cell>
      <Table.Cell>
        {data.lastUsedAt ? (
          <RelativeTime value={data.lastUsedAt} />
        ) : (
          <Text as="span" color="fg.muted">
            <Trans>Never</Trans>
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={state.palette} variant="subtle">
          {state.label}
        </Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">
        {data.state === 'ACTIVE' ? (
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Revoke the token “${name}”`} onClick={onRevoke}>
            <Trans>Revoke</Trans>
          </Button>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}
