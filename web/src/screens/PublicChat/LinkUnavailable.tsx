import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../layout/usePageTitle';

/** A public chat link that is off, replaced or never existed: said plainly, with what to do. */
export function LinkUnavailable() {
  const { t } = useLingui();
  usePageTitle(t`This chat link is not available`);
  return (
    <Center as="main" minH="100vh" px={4}>
      <Stack gap={3} align="center" textAlign="center" maxW="md">
        <Heading as="h1" size="2xl">
          <Trans>This chat link is not available</Trans>
        </Heading>
        <Text>
          <Trans>It may have been turned off or replaced by a new one. Ask whoever shared it with you for the current link.</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
