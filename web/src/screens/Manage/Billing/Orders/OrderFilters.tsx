import { dayAfter, dayStart } from '../../../../components/days';
import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from '../labels';

/** A status, and the days (inclusive, local time) the orders were made between; empty means any. */
export type OrderFilter = { status: OrderStatus | null; from: string; to: string };

export function OrderFilters({ value, onChange }: { value: OrderFilter; onChange: (next: OrderFilter) => void }) {
  const { t, i18n } = useLingui();
  return (
    <HStack gap={3} align="end" wrap="wrap">
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Status</Trans>
        </Field.Label>
        <NativeSelect.Root size="md" width="48">
          <NativeSelect.Field value={value.status ?? ''} onChange={(e) => onChange({ ...value, status: (e.target.value || null) as OrderStatus | null })}>
            <option value="">{t`All statuses`}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(ORDER_STATUS[status].label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Created from</Trans>
        </Field.Label>
        <Input type="date" width="44" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Created until</Trans>
        </Field.Label>
        <Input type="date" width="44" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </Field.Root>
    </HStack>
  );
}

/** The filter's days as the instants the server compares with: from the first day's start to the last day's end. */
export function filterRange(filter: OrderFilter) {
  return { createdAfter: dayStart(filter.from)?.toISOString() ?? null, createdBefore: dayAfter(filter.to)?.toISOString() ?? null };
}
