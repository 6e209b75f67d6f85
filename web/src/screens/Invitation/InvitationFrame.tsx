import { Box, Card, Center, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ProductBrand } from '../../components/ProductBrand';
import { usePageTitle } from '../../layout/usePageTitle';
import { LanguageSwitch } from '../../layout/LanguageSwitch';

/**
 * The public invitation pages sit outside the signed-in frame: the product's mark and name above
 * a card in the middle of the page, and the language switch below it (nobody's setting to follow
 * before sign-in).
 */
export function InvitationFrame({ title, children }: { /** The browser's title for the page. */ title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Center as="main" minH="100vh" px={4} py={10} bg="bg.subtle">
      <Stack gap={6} width="full" maxW="md" align="center">
        <ProductBrand />
        <Card.Root width="full">
          <Card.Body>
            <Stack gap={5} align="center" textAlign="center">
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Box>
          <LanguageSwitch persist={false} />
        </Box>
      </Stack>
    </Center>
  );
}
