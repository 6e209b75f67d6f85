import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Box, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BILLING_ITEMS, PERIOD_LABELS, PERIODS, type BillingItem, type Period } from '../Manage/Billing/labels';
import { WorkspacePicker, type PickedWorkspace } from './WorkspacePicker';

export type ItemChoice = { workspace: PickedWorkspace | null; item: BillingItem; period: Period; quantity: string };

/** The workspace (picked from a search), what it gets, for which period and how many: shared by back-office orders and gifts. */
export function ItemFields({ value, onChange, errors }: { value: ItemChoice; onChange: (next: ItemChoice) => void; errors: Record<string, string> }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      <Box gridColumn={{ md: 'span 2' }}>
        <WorkspacePicker value={value.workspace} onChange={(workspace) => onChange({ ...value, workspace })} error={errors.workspace} />
      </Box>
      <Field.Root required>
        <Field.Label>
          <Trans>Item</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.item} onChange={(e) => onChange({ ...value, item: e.target.value as BillingItem })}>
            {BILLING_ITEMS.map((item) => (
              <option key={item.value} value={item.value}>
                {i18n._(item.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          <Trans>Period</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.period} onChange={(e) => onChange({ ...value, period: e.target.value as Period })}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {i18n._(PERIOD_LABELS[period])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required invalid={Boolean(errors.quantity)} disabled={value.period === 'PERMANENT'}>
        <Field.Label>
          <Trans>How many periods</Trans>
        </Field.Label>
        <Input type="number" min={1} value={value.quantity} onChange={(e) => onChange({ ...value, quantity: e.target.value })} />
        {errors.quantity ? <Field.ErrorText>{errors.quantity}</Field.ErrorText> : null}
      </Field.Root>
    </SimpleGrid>
  );
}

/** The checks both forms make before sending; the server checks again. */
export function itemProblems(value: ItemChoice): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {};
  if (!value.workspace) problems.workspace = msg`Find the workspace and pick it from the list`;
  const quantity = Number(value.quantity);
  if (value.period !== 'PERMANENT' && !(Number.isInteger(quantity) && quantity >= 1)) problems.quantity = msg`Enter a whole number of at least 1`;
  return problems;
}
