import { useLingui } from '@lingui/react/macro';
import type { SourceProvider } from '../../../__generated__/SourceAccountRow_sourceAccount.graphql';

export type { SourceProvider };

/** An account a row names, for the link dialog and the mutations. */
export type LinkedAccount = { id: string; provider: SourceProvider; externalId: string; label: string };

/** A source's name as the language writes it (语雀 is Yuque in English, 飞书 Feishu, 钉钉 DingTalk). */
export function useProviderName() {
  const { t } = useLingui();
  const names: Record<string, string> = { GITHUB: 'GitHub', YUQUE: t`Yuque`, FEISHU: t`Feishu`, DINGTALK: t`DingTalk` };
  return (provider: SourceProvider | '%future added value') => names[provider] ?? provider;
}
