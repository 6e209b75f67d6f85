import { bearerToken } from '../credentials.ts';
import { directoryEmail, mapLimited, MAX_DIRECTORY_PEOPLE, type PeopleDirectory } from '../directory.ts';
import { SourceError } from '../types.ts';
import { GitHubClient, GitHubError } from './client.ts';
import type { GitHubConfig } from './index.ts';

type OrgMember = { login: string };
type User = { login: string; name: string | null; email: string | null };

/**
 * The members of the organisations that own the app's repositories (`GET /orgs/{org}/members`),
 * with each one's name and public e-mail address (`GET /users/{login}`, a few at a time). An
 * owner that is a person rather than an organisation has no members to list (GitHub answers 404).
 */
export const githubDirectory: PeopleDirectory<GitHubConfig> = async ({ config, credentials, settings, signal }) => {
  const token = bearerToken(credentials);
  if (!token) throw new SourceError('reauthorizeNeeded', 'no token');
  const client = new GitHubClient(settings.github.apiUrl, token, signal);
  const owners = [...new Set(config.repositories.map((name) => name.split('/')[0]!))];
  const logins = new Set<string>();
  let truncated = false;
  for (const owner of owners) {
    try {
      for await (const page of client.pages<OrgMember>(`/orgs/${encodeURIComponent(owner)}/members?per_page=100`)) {
        for (const member of page) {
          if (logins.size >= MAX_DIRECTORY_PEOPLE) truncated = true;
          else logins.add(member.login);
        }
        if (truncated) break;
      }
    } catch (error) {
      if (error instanceof GitHubError && error.status === 404) continue;
      if (error instanceof GitHubError) throw new SourceError('sourceUnreachable', `GitHub: ${error.message}`);
      throw error;
    }
  }
  const people = await mapLimited([...logins], 6, async (login) => {
    const user = (await client.get<User>(`/users/${encodeURIComponent(login)}`)).data;
    return { externalId: login, name: user.name?.trim() || login, handle: login, email: directoryEmail(user.email) };
  });
  return { people, truncated };
};
