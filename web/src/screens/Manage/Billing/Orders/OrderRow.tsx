import { Button, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { OrderRow_order$key } from '../../../../__generated__/OrderRow_order.graphql';
import { formatYuan } from '../money';
import { OrderStatusBadge } from '../OrderStatusBadge';

export function OrderRow({ order, onOpen }: { order: OrderRow_order$key; onOpen: () => void }) {
  const data = useFragment(
    graphql`
      fragment OrderRow_order on Order {
        number
        status
        content
        duration
        totalFen
        createdAt
        paidAt
        makerName
      }
    `,
    order,
  );
  const { t, i18n } = useLingui();
  const when = (value: string) => i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  const number = data.number;
  return (
    <Table.Row data-testid={`order-${number}`}>
      <Table.Cell fontFamily="mono">{number}</Table.Cell>
      <Table.Cell>{data.content}</Table.Cell>
      <Table.Cell>{data.duration}</Table.Cell>
      <Table.Cell textAlign="end">{formatYuan(data.totalFen)}</Table.Cell>
      <Table.Cell>
        <OrderStatusBadge status={data.status} />
      </Table.Cell>
      <Table.Cell>{data.makerName ?? '—'}</Table.Cell>
      <Table.Cell>{when(data.createdAt)}</Table.Cell>
      <Table.Cell>
        {data.paidAt ? (
          when(data.paidAt)
        ) : (
          <Text as="span" color="fg.muted">
            —
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Button size="xs" variant="outline" aria-label={t`Details of order ${number}`} onClick={onOpen}>
          <Trans>Details</Trans>
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
