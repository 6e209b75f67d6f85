import { githubAccountOAuth, githubAccountOf } from './github/account.ts';
import type { ConnectorSettings, OAuthProvider, SourceAccount } from './types.ts';

/** How a member proves an account at a source is theirs: the source's OAuth, and who its token acts as. */
export type AccountLink = {
  oauth: (settings: ConnectorSettings) => OAuthProvider | null;
  accountOf: (settings: ConnectorSettings, token: string, signal: AbortSignal) => Promise<SourceAccount>;
};

/**
 * The sources whose accounts a member may link themselves, by provider. Feishu's and DingTalk's
 * sign-in belongs to each installed app (its own App ID), and Yuque has no OAuth for others'
 * apps: their accounts are matched by address or phone, or linked by an admin.
 */
const LINKS: Record<string, AccountLink> = { github: { oauth: githubAccountOAuth, accountOf: githubAccountOf } };

export function accountLinkOf(provider: string): AccountLink | null {
  return LINKS[provider] ?? null;
}

/** The providers a member may link themselves with on this server (their OAuth app configured). */
export const linkableProviders = (settings: ConnectorSettings) => Object.keys(LINKS).filter((provider) => LINKS[provider]!.oauth(settings) !== null);
