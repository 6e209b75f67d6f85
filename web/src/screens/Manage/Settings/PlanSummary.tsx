import { Card, DataList } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { PlanSummary_workspace$key } from '../../../__generated__/PlanSummary_workspace.graphql';

/** The version and its limits, read-only. */
export function PlanSummary({ workspace }: { workspace: PlanSummary_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment PlanSummary_workspace on Workspace {
        version
        expiresAt
        remainingDays
        documentLimit
        memberCount
        memberLimit
        chatLimitPerDay
        allowanceLeftToday
        chatCredits
        invitableCount
      }
    `,
    workspace,
  );
  const { t, i18n } = useLingui();
  const version = { FREE: t`Free`, TEAM: t`Team`, ENTERPRISE: t`Enterprise`, ULTIMATE: t`Ultimate` }[data.version];
  const days = data.remainingDays;
  const members = i18n.number(data.memberCount);
  const limit = i18n.number(data.memberLimit);
  // Today's allowance and the chats earned by invitations, apart: their sum is no "N of limit".
  const chatsLeft = i18n.number(data.allowanceLeftToday);
  const chatLimit = i18n.number(data.chatLimitPerDay);
  const items: [string, string, string][] = [
    ['version', t`Version`, version],
    ['expires', t`Expires`, data.expiresAt ? i18n.date(new Date(data.expiresAt), { dateStyle: 'long' }) : t`Does not expire`],
    ['remaining', t`Days remaining`, days == null ? '—' : plural(days, { one: '# day', other: '# days' })],
    ['documents', t`Document limit`, i18n.number(data.documentLimit)],
    ['members', t`Members`, t`${members} of ${limit}`],
    ['invitable', t`Can still be added`, i18n.number(data.invitableCount)],
    ['chats', t`Chats left today`, t`${chatsLeft} of ${chatLimit}`],
    ['earned', t`Earned chats`, i18n.number(data.chatCredits)],
  ];
  return (
    <Card.Root as="section" aria-labelledby="plan-heading">
      <Card.Header>
        <Card.Title id="plan-heading" as="h2">
          <Trans>Version and limits</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {items.map(([key, label, value]) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue data-testid={`plan-${key}`}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
