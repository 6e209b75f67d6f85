import { Button, Code, HStack, Link, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TransferRow_order$key } from '../../__generated__/TransferRow_order.graphql';
import { toaster } from '../../components/ui/toaster';
import { formatYuan } from '../Manage/Billing/money';
import { DecisionDialog } from './DecisionDialog';
import { useConfirmTransferMutation } from './useConfirmTransferMutation';
import { useRejectTransferMutation } from './useRejectTransferMutation';

/** A transfer waiting for an operator: what was bought, by whom, the code and the receipt to check. */
export function TransferRow({ order, connections }: { order: TransferRow_order$key; connections: string[] }) {
  const data = useFragment(
    graphql`
      fragment TransferRow_order on Order {
        id
        number
        content
        totalFen
        paymentCode
        receiptUrl
        receiptUploadedAt
        workspaceName
        workspaceInternalID
        makerName
      }
    `,
    order,
  );
  const { t, i18n } = useLingui();
  const [deciding, setDeciding] = useState<'confirm' | 'reject' | null>(null);
  const [confirm, confirming] = useConfirmTransferMutation();
  const [reject, rejecting] = useRejectTransferMutation();
  const number = data.number;
  const amount = formatYuan(data.totalFen);
  const code = data.paymentCode;

  const decide = async (reason: string) => {
    const failure = deciding === 'reject' ? await reject(data.id, reason, connections) : await confirm(data.id, connections);
    const done = deciding === 'reject' ? t`Transfer rejected` : t`Transfer confirmed`;
    setDeciding(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: done });
  };

  return (
    <Table.Row data-testid={`transfer-${number}`}>
      <Table.Cell fontFamily="mono">{number}</Table.Cell>
      <Table.Cell>
        <Text>{data.workspaceName ?? data.workspaceInternalID}</Text>
        <Text fontSize="xs" color="fg.muted">
          {data.makerName ?? ''}
        </Text>
      </Table.Cell>
      <Table.Cell>{data.content}</Table.Cell>
      <Table.Cell textAlign="end">{amount}</Table.Cell>
      <Table.Cell>
        <Code>{code}</Code>
      </Table.Cell>
      <Table.Cell>
        {data.receiptUrl ? (
          <Link href={data.receiptUrl} target="_blank" rel="noreferrer" color="brand.fg" textDecoration="underline">
            {t`Receipt of ${number}`}
          </Link>
        ) : (
          '—'
        )}
        {data.receiptUploadedAt ? (
          <Text fontSize="xs" color="fg.muted">
            {i18n.date(new Date(data.receiptUploadedAt), { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap={2} justify="end">
          <Button size="xs" colorPalette="brand" onClick={() => setDeciding('confirm')} aria-label={t`Confirm the transfer of ${number}`}>
            <Trans>Confirm</Trans>
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeciding('reject')} aria-label={t`Reject the transfer of ${number}`}>
            <Trans>Reject</Trans>
          </Button>
        </HStack>
        <DecisionDialog
          open={deciding !== null}
          onClose={() => setDeciding(null)}
          title={deciding === 'reject' ? t`Reject the transfer of order ${number}?` : t`Confirm the transfer of order ${number}?`}
          description={
            deciding === 'reject'
              ? t`The buyer sees the reason and can upload another receipt.`
              : t`Only when ${amount} with the code ${code} has reached the account: the order is then paid and takes effect at once.`
          }
          confirmLabel={deciding === 'reject' ? t`Reject` : t`Confirm`}
          reasonLabel={deciding === 'reject' ? t`Reason shown to the buyer` : undefined}
          danger={deciding === 'reject'}
          loading={confirming || rejecting}
          loadingText={deciding === 'reject' ? t`Rejecting…` : t`Confirming…`}
          onConfirm={(reason) => void decide(reason)}
        />
      </Table.Cell>
    </Table.Row>
  );
}
