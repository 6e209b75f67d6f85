import { Button, Card, HStack, Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OperationsOrder_order$key } from '../../__generated__/OperationsOrder_order.graphql';
import { toaster } from '../../components/ui/toaster';
import { PAYMENT_METHOD_LABELS } from '../Manage/Billing/labels';
import { formatYuan } from '../Manage/Billing/money';
import { OrderStatusBadge } from '../Manage/Billing/OrderStatusBadge';
import { OrderFields, type OrderField } from '../Manage/Billing/OrderFields';
import { DecisionDialog } from './DecisionDialog';
import { OperationsOrderHistory } from './OperationsOrderHistory';
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
        ...OperationsOrderHistory_order
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

  const fields: OrderField[] = [
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
    ...(data.tradeNo ? [['trade', t`Alipay trade number`, data.tradeNo] as OrderField] : []),
    ...(data.rejectionReason ? [['rejection', t`Rejected because`, data.rejectionReason] as OrderField] : []),
    ...(data.refundReason ? [['refund', t`Refunded because`, data.refundReason] as OrderField] : []),
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
          <OrderFields fields={fields} />
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
          <OperationsOrderHistory order={data} />
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
        loadingText={t`Refunding…`}
        onConfirm={(reason) => void confirmRefund(reason)}
      />
    </Card.Root>
  );
}
