import { Button, Card, HStack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RecentOrders_workspace$key } from '../../../../__generated__/RecentOrders_workspace.graphql';
import { DataTable } from '../../../../components/DataTable';
import { formatYuan } from '../money';
import { OrderStatusBadge } from '../OrderStatusBadge';

/** The workspace's five latest orders, each a link to its detail on the orders page. */
export function RecentOrders({ workspace }: { workspace: RecentOrders_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment RecentOrders_workspace on Workspace {
        recentOrders: orders(first: 5) {
          edges {
            node {
              id
              number
              content
              totalFen
              status
              createdAt
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t, i18n } = useLingui();
  const edges = data.recentOrders.edges;
  return (
    <Card.Root as="section" aria-labelledby="billing-orders-heading">
      <Card.Header>
        <HStack justify="space-between" gap={3} wrap="wrap">
          <Card.Title id="billing-orders-heading" as="h2">
            <Trans>Recent orders</Trans>
          </Card.Title>
          <Button asChild size="sm" variant="outline">
            <Link to="/manage/settings/order">
              <Trans>All orders</Trans>
            </Link>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataTable
          labelledBy="billing-orders-heading"
          columns={[{ title: t`Order number` }, { title: t`Content` }, { title: t`Amount`, end: true }, { title: t`Status` }, { title: t`Created` }]}
          empty={edges.length === 0 ? <Trans>No orders yet.</Trans> : null}
        >
          {edges.map(({ node }) => (
            <Table.Row key={node.id}>
              <Table.Cell>
                <Link to={`/manage/settings/order?order=${encodeURIComponent(node.id)}`}>
                  <Text as="span" color="brand.fg" textDecoration="underline" fontFamily="mono">
                    {node.number}
                  </Text>
                </Link>
              </Table.Cell>
              <Table.Cell>{node.content}</Table.Cell>
              <Table.Cell textAlign="end">{formatYuan(node.totalFen)}</Table.Cell>
              <Table.Cell>
                <OrderStatusBadge status={node.status} />
              </Table.Cell>
              <Table.Cell>{i18n.date(new Date(node.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </Card.Body>
    </Card.Root>
  );
}
