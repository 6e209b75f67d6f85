import { Code, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/**
 * Members link their Feishu account through the app's own sign-in (its open_ids are its own), which
 * Feishu only sends back to the redirect URLs listed in the app's security settings.
 */
export function FeishuSignInNote() {
  const redirectUrl = `${window.location.origin}/oauth/data-source/callback/feishu/account`;
  return (
    <Text fontSize="sm" color="fg.muted">
      <Trans>
        Members link their Feishu account on their account page, signing in through this app. Add this redirect URL to the app’s security settings on the Feishu open
        platform: <Code wordBreak="break-all">{redirectUrl}</Code>
      </Trans>
    </Text>
  );
}
