import { useLingui } from '@lingui/react/macro';

/** A connector's platform in words; a platform this version does not name shows as the server has it. */
export function PlatformName({ platform }: { platform: string }) {
  const { t } = useLingui();
  const names: Record<string, string> = { web: t`Web`, upload: t`Upload`, github: 'GitHub', notion: 'Notion', feishu: t`Feishu`, yuque: t`Yuque`, dingtalk: t`DingTalk`, wecom: t`WeCom` };
  return <>{names[platform] ?? platform}</>;
}
