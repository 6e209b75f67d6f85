import { Alert, Button, Code, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { BankTransfer_order$key } from '../../../../__generated__/BankTransfer_order.graphql';
import type { BankTransfer_paymentMethods$key } from '../../../../__generated__/BankTransfer_paymentMethods.graphql';
import { CopyButton } from '../../../../components/CopyButton';
import { StepActions } from '../../../../components/StepActions';
import { toaster } from '../../../../components/ui/toaster';
import { formatYuan } from '../money';
import { ReceiptUpload } from './ReceiptUpload';
import { usePayOrderByBankTransferMutation } from './usePayOrderByBankTransferMutation';

/**
 * Bank transfer: once chosen, the receiving account and the order's payment identification code,
 * which the transfer note must carry; then the receipt of the transfer, which is required.
 */
export function BankTransfer({
  order,
  paymentMethods,
  onReceiptUploaded,
}: {
  order: BankTransfer_order$key;
  paymentMethods: BankTransfer_paymentMethods$key;
  onReceiptUploaded: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment BankTransfer_order on Order {
        id
        internalID
        totalFen
        paymentMethod
        paymentCode
      }
    `,
    order,
  );
  const methods = useFragment(
    graphql`
      fragment BankTransfer_paymentMethods on PaymentMethods {
        bankTransfer {
          accountName
          bankName
          accountNumber
        }
      }
    `,
    paymentMethods,
  );
  const { t } = useLingui();
  const [choose, choosing] = usePayOrderByBankTransferMutation();
  const account = methods.bankTransfer;

  if (!account) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Bank transfer is not configured on this server.</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (data.paymentMethod !== 'BANK_TRANSFER') {
    const start = async () => {
      const failure = await choose(data.id);
      if (failure) toaster.error({ title: failure });
    };
    return (
      <>
        <Text fontSize="sm" color="fg.muted">
          <Trans>You see the receiving account and the code to write in the transfer note, then upload the receipt.</Trans>
        </Text>
        <StepActions>
          <Button colorPalette="brand" loading={choosing} loadingText={t`Getting the transfer details…`} onClick={() => void start()}>
            <Trans>Pay by bank transfer</Trans>
          </Button>
        </StepActions>
      </>
    );
  }
  const code = data.paymentCode;
  return (
    <Stack gap={4}>
      <DataList.Root orientation="horizontal" size="sm" aria-label={t`Receiving account`}>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Account name</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="transfer-account-name">{account.accountName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Bank</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="transfer-bank">{account.bankName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Account number</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap={2}>
              <Code data-testid="transfer-account-number">{account.accountNumber}</Code>
              <CopyButton value={account.accountNumber} size="xs">{t`Copy account number`}</CopyButton>
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Amount</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{formatYuan(data.totalFen)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Alert.Root status="warning" alignItems="start">
        <Alert.Indicator />
        <Alert.Content gap={2}>
          <Alert.Title>
            <Trans>Write this payment identification code in the transfer note</Trans>
          </Alert.Title>
          <HStack gap={2}>
            <Code fontSize="lg" px={2} py={1} data-testid="payment-code">
              {code}
            </Code>
            <CopyButton value={code} size="xs">{t`Copy code`}</CopyButton>
          </HStack>
          <Alert.Description>
            <Trans>Without it the transfer cannot be matched to this order.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <ReceiptUpload orderId={data.internalID} onUploaded={onReceiptUploaded} />
    </Stack>
  );
}
