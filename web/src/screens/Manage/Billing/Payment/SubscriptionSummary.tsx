import { Card, DataList } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SubscriptionSummary_billing$key } from '../../../../__generated__/SubscriptionSummary_billing.graphql';
import { VERSION_LABELS } from '../labels';

/** The version the workspace is on, until when, and how many days remain. */
export function SubscriptionSummary({ billing }: { billing: SubscriptionSummary_billing$key }) {
  const data = useFragment(
    graphql`
      fragment SubscriptionSummary_billing on Billing {
        version
        expiresAt
        remainingDays
      }
    `,
    billing,
  );
  const { t, i18n } = useLingui();
  const days = data.remainingDays;
  const items: [string, string, string][] = [
    ['version', t`Version`, i18n._(VERSION_LABELS[data.version])],
    ['expires', t`Expires`, data.expiresAt ? i18n.date(new Date(data.expiresAt), { dateStyle: 'long' }) : t`Does not expire`],
    ['remaining', t`Days remaining`, days == null ? '—' : plural(days, { one: '# day', other: '# days' })],
  ];
  return (
    <Card.Root as="section" aria-labelledby="billing-version-heading">
      <Card.Header>
        <Card.Title id="billing-version-heading" as="h2">
          <Trans>Current version</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {items.map(([key, label, value]) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue data-testid={`billing-${key}`}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
