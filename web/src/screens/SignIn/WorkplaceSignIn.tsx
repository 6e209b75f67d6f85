import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export type WorkplaceApp = 'dingtalk' | 'feishu' | 'wecom';

/** A button per workplace app the server signs in with: each goes to the app's sign-in (a QR code to scan) and back. */
export function WorkplaceSignIn({ apps, callback }: { apps: WorkplaceApp[]; callback: string }) {
  const { t } = useLingui();
  if (apps.length === 0) return null;
  const labels: Record<WorkplaceApp, string> = { dingtalk: t`Sign in with DingTalk`, feishu: t`Sign in with Feishu`, wecom: t`Sign in with WeCom` };
  return (
    <HStack gap={2} wrap="wrap">
      {apps.map((app) => (
        <Button key={app} asChild variant="outline" flex="1" minW="36">
          <a href={`/api/auth/workplace/${app}/start?callback_url=${encodeURIComponent(callback)}`}>{labels[app]}</a>
        </Button>
      ))}
    </HStack>
  );
}
