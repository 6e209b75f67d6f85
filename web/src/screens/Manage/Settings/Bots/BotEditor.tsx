import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BotTestPanel, type BotTestOutcome } from './BotTestPanel';

/**
 * A bot's edit screen, whichever its platform: the heading and the way back to the list, what to
 * paste into the platform's console, the form, and a test. A new bot has neither console values nor a test yet.
 */
export function BotEditor({
  heading,
  listPath,
  consoleSettings,
  testing,
  onTest,
  children,
}: {
  heading: ReactNode;
  listPath: string;
  consoleSettings: ReactNode;
  testing: boolean;
  /** Null while the bot is not created. */
  onTest: ((text: string) => Promise<BotTestOutcome>) | null;
  /** The platform's form. */
  children: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {heading}
        </Heading>
        <Button asChild variant="ghost" size="sm">
          <RouterLink to={listPath}>
            <Trans>Back to the list</Trans>
          </RouterLink>
        </Button>
      </HStack>
      {consoleSettings}
      {children}
      {onTest ? <BotTestPanel testing={testing} onTest={onTest} /> : null}
    </Stack>
  );
}

/** An edit screen's ID that names no bot of this platform. */
export function BotNotFound() {
  return (
    <Text role="alert">
      <Trans>The bot does not exist</Trans>
    </Text>
  );
}
