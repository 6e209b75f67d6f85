import { directoryEmail } from '../directory.ts';
import type { ConnectorSettings, OAuthProvider, SourceAccount } from '../types.ts';
import { GitHubClient } from './client.ts';

/**
 * GitHub's OAuth app, for a member linking their own GitHub account: the callback is the GitHub
 * apps' own with `/account` after it (GitHub takes a redirect below the registered one), and no
 * scope, as only the public profile is read.
 */
export function githubAccountOAuth({ github }: ConnectorSettings): OAuthProvider | null {
  if (!github.clientId || !github.clientSecret) return null;
  return {
    authorizeUrl: `${github.webUrl}/login/oauth/authorize`,
    tokenUrl: `${github.webUrl}/login/oauth/access_token`,
    clientId: github.clientId,
    clientSecret: github.clientSecret,
    scopes: [],
    pkce: true,
  };
}

type User = { id: number; login: string; name: string | null; email: string | null };

/** The account a token acts as (`GET /user`), as source accounts are kept: by GitHub's numeric user ID. */
export async function githubAccountOf(settings: ConnectorSettings, token: string, signal: AbortSignal): Promise<SourceAccount> {
  const { data } = await new GitHubClient(settings.github.apiUrl, token, signal).get<User>('/user');
  return { externalId: String(data.id), login: data.login, name: data.name?.trim() || null, email: directoryEmail(data.email) };
}
