import { SourceError, type SourceAccount, type SourceIdentities, type SourceReaders } from '../types.ts';
import { GitHubError, type GitHubClient } from './client.ts';

type Repo = { full_name: string; private: boolean };
type SimpleUser = { login: string; id: number; email?: string | null; name?: string | null };
type Team = { id: number; slug: string; name: string };

export const userPrincipal = (id: number) => `github:user:${id}`;
export const teamPrincipal = (id: number) => `github:team:${id}`;

/** Teams' members as a run has read them, by `org/slug`: a team with access to several repositories is read once. */
export type TeamCache = Map<string, SimpleUser[]>;

const account = (user: SimpleUser): SourceAccount => ({ externalId: String(user.id), login: user.login, name: user.name ?? null, email: user.email ?? null });

/**
 * Who reads a repository on GitHub, and the accounts and teams that tells of. A public repository
 * is everyone's. A private one is its collaborators' — every account with access, directly, as an
 * organisation member or through a team (`GET /repos/{owner}/{repo}/collaborators?affiliation=all`,
 * which needs push access) — and its teams' (`GET /repos/{owner}/{repo}/teams`, each team's members
 * by `GET /orgs/{org}/teams/{team_slug}/members`, which lists its child teams' members too). The
 * teams are readers of their own, so that someone who leaves a team at GitHub loses what it gave
 * at the next run even when no repository's list of collaborators is read again.
 */
export async function repositoryReaders(client: GitHubClient, repo: Repo, teams: TeamCache): Promise<{ readers: SourceReaders; identities: SourceIdentities | null }> {
  if (!repo.private) return { readers: { everyone: true }, identities: null };
  const [owner] = repo.full_name.split('/');
  try {
    const accounts = new Map<string, SourceAccount>();
    const principals: string[] = [];
    for (const user of await all<SimpleUser>(client, `/repos/${repo.full_name}/collaborators?affiliation=all&per_page=100`)) {
      accounts.set(String(user.id), account(user));
      principals.push(userPrincipal(user.id));
    }
    const groups: SourceIdentities['groups'] = [];
    for (const team of await repositoryTeams(client, repo)) {
      const key = `${owner}/${team.slug}`;
      let members = teams.get(key);
      if (!members) teams.set(key, (members = await all<SimpleUser>(client, `/orgs/${encodeURIComponent(owner!)}/teams/${encodeURIComponent(team.slug)}/members?per_page=100`)));
      for (const member of members) if (!accounts.has(String(member.id))) accounts.set(String(member.id), account(member));
      groups.push({ principal: teamPrincipal(team.id), name: team.name, members: members.map((member) => String(member.id)) });
      principals.push(teamPrincipal(team.id));
    }
    return { readers: { principals }, identities: { provider: 'github', accounts: [...accounts.values()], groups } };
  } catch (error) {
    // Readers not known are never guessed: the run stops, and the documents keep their last readers.
    if (error instanceof GitHubError) throw new SourceError('sourcePermissionsUnreadable', `${repo.full_name}: ${error.message}`);
    throw error;
  }
}

/** The teams with access to a repository; a person's repository has none (GitHub answers 404). */
async function repositoryTeams(client: GitHubClient, repo: Repo): Promise<Team[]> {
  try {
    return await all<Team>(client, `/repos/${repo.full_name}/teams?per_page=100`);
  } catch (error) {
    if (error instanceof GitHubError && error.status === 404) return [];
    throw error;
  }
}

async function all<T>(client: GitHubClient, path: string): Promise<T[]> {
  const items: T[] = [];
  for await (const page of client.pages<T>(path)) items.push(...page);
  return items;
}
