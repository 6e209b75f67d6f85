import { Badge, Button, Code, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { InvitationRow_invitation$key } from '../../../__generated__/InvitationRow_invitation.graphql';

export function InvitationRow({ invitation, onRevoke }: { invitation: InvitationRow_invitation$key; onRevoke: () => void }) {
  const data = useFragment(
    graphql`
      fragment InvitationRow_invitation on Invitation {
        codeHint
        createdAt
        expiresAt
        uses
        maxUses
        state
        createdBy {
          displayName
        }
      }
    `,
    invitation,
  );
  const { t, i18n } = useLingui();
  const state = {
    VALID: { label: t`Valid`, palette: 'green' },
    EXPIRED: { label: t`Expired`, palette: 'gray' },
    REVOKED: { label: t`Revoked`, palette: 'gray' },
    USED_UP: { label: t`Used up`, palette: 'orange' },
  }[data.state];
  const uses = i18n.number(data.uses);
  const limit = data.maxUses == null ? null : i18n.number(data.maxUses);
  const hint = data.codeHint;
  const date = (value: string) => (
    <time dateTime={value}>{i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })}</time>
  );
  return (
    <Table.Row>
      <Table.Cell>
        <Code>{hint}…</Code>
      </Table.Cell>
      <Table.Cell>{data.createdBy.displayName}</Table.Cell>
      <Table.Cell>{date(data.createdAt)}</Table.Cell>
      <Table.Cell>{date(data.expiresAt)}</Table.Cell>
      <Table.Cell>{limit === null ? t`${uses} (no limit)` : t`${uses} of ${limit}`}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={state.palette} variant="subtle">
          {state.label}
        </Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Revoke the link starting ${hint}`} onClick={onRevoke}>
          <Trans>Revoke</Trans>
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
