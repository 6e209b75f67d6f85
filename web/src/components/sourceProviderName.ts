import { useLingui } from '@lingui/react/macro';

/**
 * A source's name as the language writes it (语雀 is Yuque in English, 飞书 Feishu, 钉钉
 * DingTalk, 企业微信 WeCom), for the admins' list of source accounts and a member's own linked accounts.
 */
export function useProviderName() {
  const { t } = useLingui();
  const names: Record<string, string> = { GITHUB: 'GitHub', YUQUE: t`Yuque`, FEISHU: t`Feishu`, DINGTALK: t`DingTalk`, WECOM: t`WeCom`, LDAP: t`Company directory (LDAP)`, SCIM: t`Identity provider (SCIM)` };
  return (provider: string) => names[provider] ?? provider;
}
