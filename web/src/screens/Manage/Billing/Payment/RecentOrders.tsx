import { Button, Card, HStack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RecentOrders_workspace$key } from '../../../../__generated__/RecentOrders_workspace.graphql';
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
  const { i18n } = useLingui();
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
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-labelledby="billing-orders-heading">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Order number</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Content</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Amount</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Status</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Created</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
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
              {edges.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={5}>
                    <Text color="fg.muted" textAlign="center" py={4}>
                      <Trans>No orders yet.</Trans>
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ) : null}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
