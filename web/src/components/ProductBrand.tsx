import { HStack, Image, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The product's mark and name, atop the pages people reach without signing in. */
export function ProductBrand() {
  return (
    <HStack gap={2} data-testid="product-brand">
      <Image src="/favicon.svg" alt="" boxSize="8" />
      <Text fontSize="xl" fontWeight="semibold">
        <Trans>Zhiwen</Trans>
      </Text>
    </HStack>
  );
}
