import { Button, Card, DataList, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OperationsOrder_order$key } from '../../__generated__/OperationsOrder_order.graphql';
import { toaster } from '../../components/ui/toaster';
import { ORDER_STATUS, PAYMENT_METHOD_LABELS } from '../Manage/Billing/labels';
import { formatYuan } from '../Manage/Billing/money';
import { OrderStatusBadge } from '../Manage/Billing/OrderStatusBadge';
import { DecisionDialog } from './DecisionDialog';
import { useRefundOrderMutation } from './useRefundOrderMutation';

/** An order as an operator sees it: whose, what, how paid, its history, and its refund. */
export function OperationsOrder({ order }: { order: OperationsOrder_order$key }) {
  const data = useFragment(
    graphql`
      fragment OperationsOrder_order on Order {
        id
        number
        status
        content
        duration
        amountFen
        creditFen
        totalFen
        createdAt
        paidAt
        paymentMethod
        paymentCode
        tradeNo
        receiptUrl
        rejectionReason
        refundReason
        workspaceName
        workspaceInternalID
        makerName
        history {
          at
          to
          actor
          reason
        }
      }
    `,
    order,
  );
  const { t, i18n } = useLingui();
  const [refunding, setRefunding] = useState(false);
  const [refund, refundInFlight] = useRefundOrderMutation();
  const when = (value: string) => i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  const number = data.number;
  const amount = formatYuan(data.totalFen);
  const refundable = data.status === 'PAID' || data.status === 'COMPLETED';

  const confirmRefund = async (reason: string) => {
    const failure = await refund(data.id, reason);
    setRefunding(false);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`Refund started` });
  };

  const fields: [string, string, string][] = [
    ['workspace', t`Workspace`, data.workspaceName ?? '—'],
    ['workspace-id', t`Workspace ID`, data.workspaceInternalID],
    ['content', t`Content`, data.content],
    ['duration', t`Duration`, data.duration],
    ['amount', t`List price`, formatYuan(data.amountFen)],
    ['credit', t`Credit`, formatYuan(data.creditFen)],
    ['total', t`Amount`, amount],
    ['maker', t`Made by`, data.makerName ?? '—'],
    ['created', t`Created`, when(data.createdAt)],
    ['paid', t`Paid`, data.paidAt ? when(data.paidAt) : '—'],
    ['method', t`Payment method`, data.paymentMethod ? i18n._(PAYMENT_METHOD_LABELS[data.paymentMethod]) : '—'],
    ['code', t`Payment code`, data.paymentCode],
    ...(data.tradeNo ? [['trade', t`Alipay trade number`, data.tradeNo] as [string, string, string]] : []),
    ...(data.rejectionReason ? [['rejection', t`Rejected because`, data.rejectionReason] as [string, string, string]] : []),
    ...(data.refundReason ? [['refund', t`Refunded because`, data.refundReason] as [string, string, string]] : []),
  ];
  return (
    <Card.Root as="section" aria-labelledby="found-order-heading" data-testid="found-order">
      <Card.Header>
        <HStack gap={3} wrap="wrap">
          <Card.Title as="h2" id="found-order-heading" fontFamily="mono">
            {number}
          </Card.Title>
          <OrderStatusBadge status={data.status} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap={5}>
          <DataList.Root orientation="horizontal" size="sm">
            {fields.map(([key, label, value]) => (
              <DataList.Item key={key}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <HStack gap={3} wrap="wrap">
            {data.receiptUrl ? (
              <Link href={data.receiptUrl} target="_blank" rel="noreferrer" color="brand.fg" textDecoration="underline">
                <Trans>View the receipt</Trans>
              </Link>
            ) : null}
            {refundable ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRefunding(true)}>
                <Trans>Refund</Trans>
              </Button>
            ) : null}
          </HStack>
          <Stack gap={2}>
            <Text fontWeight="semibold">
              <Trans>History</Trans>
            </Text>
            <List.Root as="ol" gap={1} listStyleType="none" fontSize="sm">
              {data.history.map((event, index) => {
                const status = ORDER_STATUS[event.to];
                return (
                  <List.Item key={`${event.at}-${index}`} display="block">
                    <Text as="span" color="fg.muted">
                      {when(event.at)}
                    </Text>{' '}
                    <Text as="span" fontWeight="medium">
                      {i18n._(status.label)}
                    </Text>{' '}
                    · {event.actor}
                    {event.reason ? ` · ${event.reason}` : ''}
                  </List.Item>
                );
              })}
            </List.Root>
          </Stack>
        </Stack>
      </Card.Body>
      <DecisionDialog
        open={refunding}
        onClose={() => setRefunding(false)}
        title={t`Refund order ${number}?`}
        description={t`${amount} goes back by the way it was paid, and what the order bought ends now.`}
        confirmLabel={t`Refund`}
        reasonLabel={t`Reason for the refund`}
        danger
        loading={refundInFlight}
        onConfirm={(reason) => void confirmRefund(reason)}
      />
    </Card.Root>
  );
}
