import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERIOD_LABELS, type Period } from '../labels';

/** How many periods one order may buy at once. */
const COUNTS = [1, 2, 3, 6, 12] as const;

/** For how long: one of the offer's periods, and how many of them (a permanent one is bought once). */
export function PeriodChoice({
  periods,
  period,
  onPeriodChange,
  count,
  onCountChange,
}: {
  periods: readonly Period[];
  period: Period;
  onPeriodChange: (period: Period) => void;
  count: number;
  onCountChange: (count: number) => void;
}) {
  const { i18n } = useLingui();
  return (
    <HStack gap={4} align="end" wrap="wrap">
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Period</Trans>
        </Field.Label>
        <NativeSelect.Root width="48">
          <NativeSelect.Field value={period} onChange={(e) => onPeriodChange(e.target.value as Period)}>
            {periods.map((value) => (
              <option key={value} value={value}>
                {i18n._(PERIOD_LABELS[value])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {period === 'PERMANENT' ? null : (
        <Field.Root width="auto">
          <Field.Label>
            <Trans>How many periods</Trans>
          </Field.Label>
          <NativeSelect.Root width="32">
            <NativeSelect.Field value={count} onChange={(e) => onCountChange(Number(e.target.value))}>
              {COUNTS.map((value) => (
                <option key={value} value={value}>
                  {i18n.number(value)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
    </HStack>
  );
}
