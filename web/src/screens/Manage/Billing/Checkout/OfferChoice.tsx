import { RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PER_PERIOD } from '../labels';
import { formatYuan } from '../money';
import type { Offer } from './Checkout';
import type { OrderItem } from './useCreateOrderMutation';

/** What to buy: a card for each offer, with its description and its price for each period. */
export function OfferChoice({
  label,
  offers,
  value,
  onChange,
}: {
  label: string;
  offers: readonly Offer[];
  value: OrderItem | null;
  onChange: (item: OrderItem) => void;
}) {
  const { i18n } = useLingui();
  return (
    <RadioCard.Root value={value} onValueChange={(details) => onChange(details.value as OrderItem)} colorPalette="brand">
      <RadioCard.Label fontWeight="medium" fontSize="md">
        {label}
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: 2, xl: Math.min(offers.length, 4) }} gap={3}>
        {offers.map((candidate) => (
          <RadioCard.Item key={candidate.item} value={candidate.item}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText fontWeight="semibold">{candidate.title}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{candidate.description}</RadioCard.ItemDescription>
                <Stack gap={0} mt={2} fontSize="sm">
                  {candidate.prices.map((price) => (
                    <Text key={price.period}>
                      {formatYuan(price.amountFen)} {i18n._(PER_PERIOD[price.period])}
                    </Text>
                  ))}
                </Stack>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
