import { DataList } from '@chakra-ui/react';

/** One line of an order's fields: a key (stable, for React and tests), the label, the value as shown. */
export type OrderField = [key: string, label: string, value: string];

/** An order's fields, a label and its value a line; `testIdPrefix` marks each value for the tests that read it. */
export function OrderFields({ fields, testIdPrefix }: { fields: readonly OrderField[]; testIdPrefix?: string }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {fields.map(([key, label, value]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue data-testid={testIdPrefix ? `${testIdPrefix}${key}` : undefined}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
