import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundScreen() {
  return (
    <Center as="main" minH="100vh" px={4}>
      <Stack gap={4} align="center" textAlign="center">
        <Heading as="h1" size="4xl">
          404
        </Heading>
        <Text>
          <Trans>The page you are looking for does not exist.</Trans>
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/home">
            <Trans>Back to home</Trans>
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
