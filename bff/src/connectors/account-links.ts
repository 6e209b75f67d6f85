import { feishuAccountOAuth, feishuAccountOf } from './feishu/account.ts';
import { githubAccountOAuth, githubAccountOf } from './github/account.ts';
import type { ConnectorSettings, OAuthProvider, SourceAccount } from './types.ts';

/**
 * How a member proves an account at a source is theirs: the source's OAuth, and who its token
 * acts as. A link `throughApp` signs in with an installed app's own credentials (its connector's
 * key), as a source whose account IDs are each app's own needs; otherwise with the server's OAuth app.
 */
export type AccountLink = {
  throughApp: string | null;
  oauth: (settings: ConnectorSettings, appCredentials: Record<string, string> | null) => OAuthProvider | null;
  accountOf: (settings: ConnectorSettings, token: string, signal: AbortSignal) => Promise<SourceAccount>;
};

/**
 * The sources whose accounts a member may link themselves, by provider. DingTalk's knowledge
 * bases act for an operator and Yuque has no OAuth for others' apps: their accounts are matched
 * by address or phone, or linked by an admin.
 */
const LINKS: Record<string, AccountLink> = {
  github: { throughApp: null, oauth: githubAccountOAuth, accountOf: githubAccountOf },
  feishu: { throughApp: 'feishu', oauth: feishuAccountOAuth, accountOf: feishuAccountOf },
};

export function accountLinkOf(provider: string): AccountLink | null {
  return LINKS[provider] ?? null;
}

/** The providers a member may link with through the server's own OAuth apps (configured here). */
export const serverLinkableProviders = (settings: ConnectorSettings) =>
  Object.keys(LINKS).filter((provider) => LINKS[provider]!.throughApp === null && LINKS[provider]!.oauth(settings, null) !== null);

/** The connectors through whose installed apps a member may link, by the provider they link. */
export const appLinkedProviders = () => Object.entries(LINKS).flatMap(([provider, link]) => (link.throughApp ? [{ provider, connectorKey: link.throughApp }] : []));
