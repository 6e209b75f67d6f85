import { Center, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitch } from '../../layout/LanguageSwitch';

/** Shown to visitors without a session; the server prints a one-time sign-in link at start. */
export function SignedOutScreen() {
  return (
    <Center as="main" minH="100vh" px={4}>
      <Stack gap={4} maxW="lg" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          <Trans>Sign in to continue</Trans>
        </Heading>
        <Text>
          <Trans>
            Open the one-time sign-in link that the server prints when it starts (<Code>npm start</Code>).
          </Trans>
        </Text>
        <LanguageSwitch persist={false} />
      </Stack>
    </Center>
  );
}
