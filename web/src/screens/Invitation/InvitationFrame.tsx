import { Card, Center, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The public invitation pages sit outside the signed-in frame: a card in the middle of the page. */
export function InvitationFrame({ children }: { children: ReactNode }) {
  return (
    <Center as="main" minH="100vh" px={4} py={10} bg="bg.subtle">
      <Card.Root width="full" maxW="md">
        <Card.Body>
          <Stack gap={5} align="center" textAlign="center">
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
