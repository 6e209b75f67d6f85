import { Alert, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useState } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import type { OrderDetail_billing$key } from '../../../../__generated__/OrderDetail_billing.graphql';
import type { OrderDetail_order$key } from '../../../../__generated__/OrderDetail_order.graphql';
import type { OrderDetailRefetchQuery } from '../../../../__generated__/OrderDetailRefetchQuery.graphql';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { StepActions } from '../../../../components/StepActions';
import { useConfirmedAction } from '../../../../hooks/useConfirmedAction';
import { PAYMENT_METHOD_LABELS } from '../labels';
import { formatYuan } from '../money';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { OrderFields, type OrderField } from '../OrderFields';
import { PayOrder } from '../Pay/PayOrder';
import { OrderHistory } from './OrderHistory';
import { PayStep } from './PayStep';
import { useCancelOrderMutation } from './useCancelOrderMutation';

/** An order's fields, its history of transitions, and what can be done with it now (in the footer of the dialog around it). */
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
        ...OrderHistory_order
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
  const [cancel, cancelInFlight] = useCancelOrderMutation();
  const cancellation = useConfirmedAction((orderId: string) => cancel(orderId), () => t`Order cancelled`);
  const when = (value: string) => i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  const pending = data.status === 'PENDING';
  // A receipt moves the order on and adds to its history and its receipt: the whole detail is read again.
  const rereadOrder = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const number = data.number;

  const fields: OrderField[] = [
    ['number', t`Order number`, number],
    ['content', t`Content`, data.content],
    ['duration', t`Duration`, data.duration],
    ['amount', t`List price`, formatYuan(data.amountFen)],
    ...(data.creditFen > 0 ? [['credit', t`Credit`, `-${formatYuan(data.creditFen)}`] as OrderField] : []),
    ['total', t`Amount`, formatYuan(data.totalFen)],
    ['maker', t`Made by`, data.makerName ?? '—'],
    ['created', t`Created`, when(data.createdAt)],
    ...(pending ? [['expires', t`Pay before`, when(data.expiresAt)] as OrderField] : []),
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
      <OrderFields fields={fields} testIdPrefix="order-detail-" />
      <StepActions>
        {data.receiptUrl ? (
          <Button asChild variant="outline">
            <a href={data.receiptUrl} download={data.receiptName ?? true}>
              <Trans>Download receipt</Trans>
            </a>
          </Button>
        ) : null}
        {pending && data.viewerCanCancel ? (
          <Button variant="outline" colorPalette="red" onClick={() => cancellation.ask(data.id)}>
            <Trans>Cancel order</Trans>
          </Button>
        ) : null}
        {pending && !paying ? (
          <Button colorPalette="brand" onClick={() => setPaying(true)}>
            <Trans>Pay</Trans>
          </Button>
        ) : null}
      </StepActions>
      {/* Kept once opened: it says so when the receipt is in and the order moves on. */}
      <PayStep open={paying}>
        <PayOrder order={data} billing={payment} onReceiptUploaded={rereadOrder} />
      </PayStep>
      <Separator />
      <OrderHistory order={data} />
      <ConfirmDialog
        {...cancellation.dialog}
        title={t`Cancel order ${number}?`}
        description={t`An order cancelled can no longer be paid; make a new one when you need it.`}
        confirmLabel={t`Cancel order`}
        loading={cancelInFlight}
        loadingText={t`Cancelling the order…`}
      />
    </Stack>
  );
}
