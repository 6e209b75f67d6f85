import { Card, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WechatConsoleSettings_bot$key } from '../../../../../__generated__/WechatConsoleSettings_bot.graphql';
import { ConsoleValue } from '../ConsoleValue';

/**
 * Exactly what goes into the official account's console (设置与开发 → 基本配置 → 服务器配置), each
 * with the label WeChat gives it there.
 */
export function WechatConsoleSettings({ bot }: { bot: WechatConsoleSettings_bot$key }) {
  const { t } = useLingui();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment WechatConsoleSettings_bot on WechatBot {
        callbackUrl
        token
        encodingAesKey
      }
    `,
    bot,
  );
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Card.Title as="h2" id={headingId}>
          <Trans>Paste into WeChat’s console</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>In the official account’s console, open Settings and development → Basic configuration → Server configuration, enter these, then enable it.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <ConsoleValue label={t`Server address (URL)`} value={data.callbackUrl} testId="wechat-callback-url" />
          <ConsoleValue label={t({ message: 'Token', context: 'WeChat console' })} value={data.token} testId="wechat-token" />
          <ConsoleValue label={t`Message encryption key (EncodingAESKey)`} value={data.encodingAesKey} testId="wechat-aes-key" />
          <Stack gap={1}>
            <Text fontSize="sm" fontWeight="medium">
              <Trans>Message encryption mode</Trans>
            </Text>
            <Text data-testid="wechat-mode">
              <Trans>Safe mode (recommended). Plaintext and compatible modes work too.</Trans>
            </Text>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
