import { Alert, Card, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { startTransition, useState } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import type { PayOrder_billing$key } from '../../../../__generated__/PayOrder_billing.graphql';
import type { PayOrder_order$key } from '../../../../__generated__/PayOrder_order.graphql';
import type { PayOrderRefetchQuery } from '../../../../__generated__/PayOrderRefetchQuery.graphql';
import { ActionsFooterProvider, StickyActionBar, useActionsFooter } from '../../../../components/StepActions';
import { formatYuan } from '../money';
import { AlipayStep } from './AlipayStep';
import { BankTransfer } from './BankTransfer';
import { PaymentMethodChoice, type PaymentMethod } from './PaymentMethodChoice';

/**
 * Paying an order awaiting payment: by Alipay (off to its payment page and back), or by bank
 * transfer (the receiving account, the code for the transfer note, then the receipt). The button
 * for the next step sits in the footer of the dialog around it, or in a bar of its own kept at the
 * bottom of the window: the bank transfer's details are taller than a laptop's screen.
 */
export function PayOrder({
  order,
  billing,
  onReceiptUploaded,
}: {
  order: PayOrder_order$key;
  billing: PayOrder_billing$key;
  /** Reads the order again once its receipt is in, for a parent that shows more of it; else the pay step's own fields are read. */
  onReceiptUploaded?: () => void;
}) {
  const [data, refetch] = useRefetchableFragment<PayOrderRefetchQuery, PayOrder_order$key>(
    graphql`
      fragment PayOrder_order on Order @refetchable(queryName: "PayOrderRefetchQuery") {
        id
        number
        status
        totalFen
        paymentMethod
        ...BankTransfer_order
      }
    `,
    order,
  );
  const methods = useFragment(
    graphql`
      fragment PayOrder_billing on Billing {
        paymentMethods {
          alipay
          ...BankTransfer_paymentMethods
        }
      }
    `,
    billing,
  );
  const alipay = methods.paymentMethods.alipay;
  const orderNumber = data.number;
  // What works is chosen first: the way the order was begun, else Alipay only where it is set up.
  const [method, setMethod] = useState<PaymentMethod>(data.paymentMethod === 'BANK_TRANSFER' || !alipay ? 'BANK_TRANSFER' : 'ALIPAY');
  const dialogFooter = useActionsFooter();
  const [ownFooter, setOwnFooter] = useState<HTMLDivElement | null>(null);
  const rereadOrder = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  if (data.status === 'PROCESSING') {
    return (
      <Alert.Root status="info" data-testid="transfer-under-review">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Receipt received</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>We check the transfer against the receipt and confirm the order; the version changes then.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (data.status !== 'PENDING') return null;

  return (
    <ActionsFooterProvider value={dialogFooter === undefined ? ownFooter : dialogFooter}>
    <Card.Root as="section" aria-labelledby="pay-heading" variant="outline">
      <Card.Header>
        <Card.Title id="pay-heading" as="h2">
          <Trans>Payment</Trans>
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          <Trans>
            Order <span data-testid="pay-order-number">{orderNumber}</span>
          </Trans>
        </Text>
        <Text>
          <Trans>Amount to pay:</Trans>{' '}
          <Text as="strong" fontSize="lg" data-testid="amount-to-pay">
            {formatYuan(data.totalFen)}
          </Text>
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={5}>
          <PaymentMethodChoice value={method} onChange={setMethod} />
          {method === 'ALIPAY' ? (
            <AlipayStep orderId={data.id} configured={alipay} />
          ) : (
            <BankTransfer order={data} paymentMethods={methods.paymentMethods} onReceiptUploaded={onReceiptUploaded ?? rereadOrder} />
          )}
        </Stack>
      </Card.Body>
      {dialogFooter === undefined ? <StickyActionBar ref={setOwnFooter} px="var(--card-padding)" roundedBottom="l3" /> : null}
    </Card.Root>
    </ActionsFooterProvider>
  );
}
