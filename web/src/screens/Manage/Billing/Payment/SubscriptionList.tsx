import { Badge, Card, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SubscriptionList_workspace$key } from '../../../../__generated__/SubscriptionList_workspace.graphql';
import type { SubscriptionListPaginationQuery } from '../../../../__generated__/SubscriptionListPaginationQuery.graphql';
import { DEFAULT_PAGE_SIZE } from '../../../../components/Pagination';
import { ListTable } from '../../../../components/ListTable';
import { SOURCE_LABELS } from '../labels';

/** What the workspace holds and held: versions and add-ons, where each came from, and when. */
export function SubscriptionList({ workspace }: { workspace: SubscriptionList_workspace$key }) {
  const { data, ...connection } = usePaginationFragment<SubscriptionListPaginationQuery, SubscriptionList_workspace$key>(
    graphql`
      fragment SubscriptionList_workspace on Workspace
      @refetchable(queryName: "SubscriptionListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        billing {
          subscriptions(first: $count, after: $cursor) @connection(key: "SubscriptionList_subscriptions") {
            edges {
              node {
                internalID
                name
                detail
                source
                startsAt
                endsAt
                purchasedAt
                revokedAt
                active
              }
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t, i18n } = useLingui();
  const date = (value: string) => i18n.date(new Date(value), { dateStyle: 'medium' });
  const edges = data.billing.subscriptions.edges;
  return (
    <Card.Root as="section" aria-labelledby="billing-subscriptions-heading">
      <Card.Header>
        <Card.Title id="billing-subscriptions-heading" as="h2">
          <Trans>Subscriptions</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          <ListTable
            labelledBy="billing-subscriptions-heading"
            columns={[t`Subscription`, t`Detail`, t`Source`, t`Starts`, t`Ends`, t`Purchased`, t`State`]}
            actions={false}
            empty={edges.length > 0 ? null : <Trans>No subscriptions yet: the workspace is on the free version.</Trans>}
            connection={connection}
            more={DEFAULT_PAGE_SIZE}
          >
            {edges.map(({ node }) => (
              <Table.Row key={node.internalID}>
                <Table.Cell fontWeight="medium">{node.name}</Table.Cell>
                <Table.Cell>{node.detail}</Table.Cell>
                <Table.Cell>{i18n._(SOURCE_LABELS[node.source])}</Table.Cell>
                <Table.Cell>{date(node.startsAt)}</Table.Cell>
                <Table.Cell>{node.endsAt ? date(node.endsAt) : t`Permanent`}</Table.Cell>
                <Table.Cell>{date(node.purchasedAt)}</Table.Cell>
                <Table.Cell>
                  <SubscriptionState active={node.active} revoked={Boolean(node.revokedAt)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </ListTable>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function SubscriptionState({ active, revoked }: { active: boolean; revoked: boolean }) {
  const { t } = useLingui();
  if (revoked) {
    return (
      <Badge colorPalette="red" variant="subtle">
        {t`Refunded`}
      </Badge>
    );
  }
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
      {active ? t`In effect` : t`Not in effect`}
    </Badge>
  );
}
