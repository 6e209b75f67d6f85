import { HStack, RadioGroup } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

export type PaymentMethod = 'ALIPAY' | 'BANK_TRANSFER';

/** How to pay: by Alipay or by bank transfer. */
export function PaymentMethodChoice({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const { t } = useLingui();
  return (
    <RadioGroup.Root value={value} onValueChange={(details) => onChange(details.value as PaymentMethod)} colorPalette="brand">
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
  );
}
