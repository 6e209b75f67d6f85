import { Alert, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { OperationsOrder_order$key } from '../../__generated__/OperationsOrder_order.graphql';
import { parseYuan } from '../Manage/Billing/money';
import { ItemFields, itemProblems, type ItemChoice } from './ItemFields';
import { OperationsOrder } from './OperationsOrder';
import { useCreateBackOfficeOrderMutation } from './useCreateBackOfficeOrderMutation';

/** An order agreed and paid outside the product (a contract, an invoice): recorded here, in effect at once. */
export function BackOfficeOrderForm() {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<ItemChoice>({ workspace: null, item: 'TEAM', period: 'YEAR', quantity: '1' });
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<OperationsOrder_order$key | null>(null);
  const [create, creating] = useCreateBackOfficeOrderMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = Object.fromEntries(Object.entries(itemProblems(choice)).map(([field, message]) => [field, i18n._(message)]));
    const amountFen = amount.trim() ? parseYuan(amount) : null;
    if (amount.trim() && amountFen === null) found.amountFen = t`Enter an amount in yuan, with at most two decimals`;
    setErrors(found);
    if (Object.keys(found).length) return;
    const outcome = await create({
      workspaceInternalID: choice.workspace?.internalID ?? '',
      item: choice.item,
      period: choice.period,
      quantity: choice.period === 'PERMANENT' ? 1 : Number(choice.quantity),
      amountFen,
      note: note.trim() || null,
    });
    const result = outcome.response?.createBackOfficeOrder;
    if (result?.__typename === 'OrderPayload' && result.order) {
      setMade(result.order);
      setNote('');
      return;
    }
    const problems = { ...outcome.problems };
    if (problems.workspaceInternalID) problems.workspace = problems.workspaceInternalID;
    setErrors(Object.keys(problems).length ? problems : { form: outcome.message ?? t`Operation failed` });
  };

  return (
    <Stack gap={6} maxW="3xl">
      <Text color="fg.muted">
        <Trans>For a sale agreed outside the product: the order is recorded as completed and takes effect at once, its source a back-office order.</Trans>
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Back-office order`}>
        <Stack gap={4}>
          <ItemFields value={choice} onChange={setChoice} errors={errors} />
          <Field.Root invalid={Boolean(errors.amountFen)}>
            <Field.Label>
              <Trans>Amount agreed (yuan)</Trans>
            </Field.Label>
            <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" placeholder="0.00" />
            {errors.amountFen ? <Field.ErrorText>{errors.amountFen}</Field.ErrorText> : <Field.HelperText>{t`Empty: the catalogue’s price.`}</Field.HelperText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>Note</Trans>
            </Field.Label>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={2} />
          </Field.Root>
          {errors.form ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button type="submit" colorPalette="brand" loading={creating} loadingText={t`Recording the order…`} alignSelf="start">
            <Trans>Record the order</Trans>
          </Button>
        </Stack>
      </form>
      {made ? <OperationsOrder order={made} /> : null}
    </Stack>
  );
}
