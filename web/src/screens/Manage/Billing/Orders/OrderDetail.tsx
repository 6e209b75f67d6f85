import { Alert, Button, DataList, Heading, HStack, List, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useState } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import type { OrderDetail_billing$key } from '../../../../__generated__/OrderDetail_billing.graphql';
import type { OrderDetail_order$key } from '../../../../__generated__/OrderDetail_order.graphql';
import type { OrderDetailRefetchQuery } from '../../../../__generated__/OrderDetailRefetchQuery.graphql';
import { toaster } from '../../../../components/ui/toaster';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ORDER_STATUS, PAYMENT_METHOD_LABELS } from '../labels';
import { formatYuan } from '../money';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { PayOrder } from '../Pay/PayOrder';
import { useCancelOrderMutation } from './useCancelOrderMutation';

/** An order's fields, its history of transitions, and what can be done with it now. */
export function OrderDetail({ order, billing }: { order: OrderDetail_order$key; billing: OrderDetail_billing$key }) {
  const [data, refetch] = useRefetchableFragment<OrderDetailRefetchQuery, OrderDetail_order$key>(
    graphql`
      fragment OrderDetail_order on Order @refetchable(queryName: "OrderDetailRefetchQuery") {
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
        expiresAt
        paymentMethod
        receiptUrl
        receiptName
        rejectionReason
        viewerCanCancel
        makerName
        history {
          at
          to
          actor
          reason
        }
        ...PayOrder_order
      }
    `,
    order,
  );
  const payment = useFragment(
    graphql`
      fragment OrderDetail_billing on Billing {
        ...PayOrder_billing
      }
    `,
    billing,
  );
  const { t, i18n } = useLingui();
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancel, cancelInFlight] = useCancelOrderMutation();
  const when = (value: string) => i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  const pending = data.status === 'PENDING';
  // A receipt moves the order on and adds to its history and its receipt: the whole detail is read again.
  const rereadOrder = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const number = data.number;

  const confirmCancel = async () => {
    const failure = await cancel(data.id);
    setCancelling(false);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`Order cancelled` });
  };

  const fields: [string, string, string][] = [
    ['number', t`Order number`, number],
    ['content', t`Content`, data.content],
    ['duration', t`Duration`, data.duration],
    ['amount', t`List price`, formatYuan(data.amountFen)],
    ...(data.creditFen > 0 ? [['credit', t`Credit`, `-${formatYuan(data.creditFen)}`] as [string, string, string]] : []),
    ['total', t`Amount`, formatYuan(data.totalFen)],
    ['maker', t`Made by`, data.makerName ?? '—'],
    ['created', t`Created`, when(data.createdAt)],
    ...(pending ? [['expires', t`Pay before`, when(data.expiresAt)] as [string, string, string]] : []),
    ['paid', t`Paid`, data.paidAt ? when(data.paidAt) : '—'],
    ['method', t`Payment method`, data.paymentMethod ? i18n._(PAYMENT_METHOD_LABELS[data.paymentMethod]) : '—'],
  ];

  return (
    <Stack gap={5}>
      <HStack gap={3}>
        <Text fontWeight="semibold">
          <Trans>Status</Trans>
        </Text>
        <OrderStatusBadge status={data.status} />
      </HStack>
      {data.rejectionReason && pending ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The transfer was not confirmed</Trans>
            </Alert.Title>
            <Alert.Description data-testid="rejection-reason">{data.rejectionReason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <DataList.Root orientation="horizontal" size="sm">
        {fields.map(([key, label, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`order-detail-${key}`}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <HStack gap={2} wrap="wrap">
        {pending && !paying ? (
          <Button colorPalette="brand" size="sm" onClick={() => setPaying(true)}>
            <Trans>Pay</Trans>
          </Button>
        ) : null}
        {pending && data.viewerCanCancel ? (
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setCancelling(true)}>
            <Trans>Cancel order</Trans>
          </Button>
        ) : null}
        {data.receiptUrl ? (
          <Button asChild variant="outline" size="sm">
            <a href={data.receiptUrl} download={data.receiptName ?? true}>
              <Trans>Download receipt</Trans>
            </a>
          </Button>
        ) : null}
      </HStack>
      {/* Kept once opened: it says so when the receipt is in and the order moves on. */}
      {paying ? <PayOrder order={data} billing={payment} onReceiptUploaded={rereadOrder} /> : null}
      <Separator />
      <Stack gap={2} as="section" aria-labelledby="order-history-heading">
        <Heading as="h3" size="sm" id="order-history-heading">
          <Trans>History</Trans>
        </Heading>
        <List.Root as="ol" gap={2} listStyleType="none" data-testid="order-history">
          {data.history.map((event, index) => {
            const status = ORDER_STATUS[event.to];
            return (
              <List.Item key={`${event.at}-${index}`} display="block" fontSize="sm">
                <Text>
                  <Text as="span" color="fg.muted">
                    {when(event.at)}
                  </Text>{' '}
                  <Text as="span" fontWeight="medium">
                    {i18n._(status.label)}
                  </Text>{' '}
                  <Text as="span">· {event.actor}</Text>
                </Text>
                {event.reason ? (
                  <Text color="fg.muted" ps={4}>
                    {event.reason}
                  </Text>
                ) : null}
              </List.Item>
            );
          })}
        </List.Root>
      </Stack>
      <ConfirmDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        title={t`Cancel order ${number}?`}
        description={t`An order cancelled can no longer be paid; make a new one when you need it.`}
        confirmLabel={t`Cancel order`}
        loading={cancelInFlight}
        onConfirm={() => void confirmCancel()}
      />
    </Stack>
  );
}
