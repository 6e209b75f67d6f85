import { Card, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DingConsoleSettings_bot$key } from '../../../../../__generated__/DingConsoleSettings_bot.graphql';
import { ConsoleValue } from '../ConsoleValue';

/** What goes into the DingTalk developer console: the robot's message receive URL (HTTP mode). */
export function DingConsoleSettings({ bot }: { bot: DingConsoleSettings_bot$key }) {
  const { t } = useLingui();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment DingConsoleSettings_bot on DingBot {
        receiveUrl
      }
    `,
    bot,
  );
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Card.Title as="h2" id={headingId}>
          <Trans>Paste into DingTalk’s console</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>In the app’s robot settings on the DingTalk developer platform, choose HTTP mode as the message receiving mode and enter this address.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <ConsoleValue label={t`Message receive URL`} value={data.receiveUrl} testId="ding-receive-url" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
