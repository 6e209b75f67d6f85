import { Alert, Button, Card, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useState } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import type { PayOrder_billing$key } from '../../../../__generated__/PayOrder_billing.graphql';
import type { PayOrder_order$key } from '../../../../__generated__/PayOrder_order.graphql';
import type { PayOrderRefetchQuery } from '../../../../__generated__/PayOrderRefetchQuery.graphql';
import { toaster } from '../../../../components/ui/toaster';
import { formatYuan } from '../money';
import { BankTransfer } from './BankTransfer';
import { usePayOrderWithAlipayMutation } from './usePayOrderWithAlipayMutation';

type Method = 'ALIPAY' | 'BANK_TRANSFER';

/**
 * Paying an order awaiting payment: by Alipay (off to its payment page and back), or by bank
 * transfer (the receiving account, the code for the transfer note, then the receipt).
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
  const { t } = useLingui();
  const alipay = methods.paymentMethods.alipay;
  const orderNumber = data.number;
  // What works is chosen first: the way the order was begun, else Alipay only where it is set up.
  const [method, setMethod] = useState<Method>(data.paymentMethod === 'BANK_TRANSFER' || !alipay ? 'BANK_TRANSFER' : 'ALIPAY');
  const [payWithAlipay, redirecting] = usePayOrderWithAlipayMutation();
  const rereadOrder = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  const goToAlipay = async () => {
    const outcome = await payWithAlipay(data.id);
    if (outcome.url) window.location.assign(outcome.url);
    else toaster.error({ title: outcome.message ?? t`Operation failed` });
  };

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
          <RadioGroup.Root value={method} onValueChange={(details) => setMethod(details.value as Method)} colorPalette="brand">
            <RadioGroup.Label fontWeight="medium" display="block" mb={2}>
              <Trans>Payment method</Trans>
            </RadioGroup.Label>
            <HStack gap={6} wrap="wrap">
              <RadioGroup.Item value="ALIPAY">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t`Alipay`}</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="BANK_TRANSFER">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t`Bank transfer`}</RadioGroup.ItemText>
              </RadioGroup.Item>
            </HStack>
          </RadioGroup.Root>
          {method === 'ALIPAY' ? (
            <Stack gap={2} align="start">
              <Button colorPalette="brand" disabled={!alipay} loading={redirecting} onClick={() => void goToAlipay()}>
                {alipay ? t`Pay with Alipay` : t`Alipay is not configured`}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {alipay
                  ? t`You go to Alipay’s payment page and come back here once paid.`
                  : t`This server has no Alipay account set up: pay by bank transfer instead.`}
              </Text>
            </Stack>
          ) : (
            <BankTransfer order={data} paymentMethods={methods.paymentMethods} onReceiptUploaded={onReceiptUploaded ?? rereadOrder} />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
