import { z } from 'zod';
import { ValidationError } from '../../request/errors.ts';
import { extractText } from '../../text/extract.ts';
import { normaliseWhitespace } from '../../text/html-text.ts';
import { markdownText } from '../../text/markdown.ts';
import { bearerToken } from '../credentials.ts';
import { SourceError, type Connector, type SourceReaders, type SyncEvent } from '../types.ts';
import { versionWithReaders, versionWithVisibility } from '../version.ts';
import { GitHubClient, GitHubError } from './client.ts';
import { repositoryReaders, type TeamCache } from './readers.ts';

export type GitHubConfig = { repositories: string[]; includeMarkdown: boolean; includeIssues: boolean };

const configSchema = z.object({
  repositories: z
    .array(z.string().trim())
    .transform((list) => list.filter(Boolean))
    .refine((list) => list.length >= 1 && list.length <= 50 && list.every((r) => /^[\w.-]+\/[\w.-]+$/.test(r))),
  includeMarkdown: z.boolean().default(true),
  includeIssues: z.boolean().default(true),
});

type Repo = { full_name: string; default_branch: string; private: boolean; html_url: string };
type TreeEntry = { path: string; type: string; sha: string; size?: number };
type Tree = { tree: TreeEntry[]; truncated?: boolean };
type Issue = {
  number: number;
  title: string;
  body: string | null;
  html_url: string;
  updated_at: string;
  created_at: string;
  user: { login: string } | null;
  comments: number;
  comments_url: string;
  pull_request?: unknown;
};
type Comment = { body: string | null; user: { login: string } | null };

const MARKDOWN = /\.(md|markdown|mdx)$/i;

/**
 * GitHub repositories: their Markdown files (by blob, so an unchanged file is never fetched again)
 * and their issues with comments (by update time). Items of private repositories are restricted,
 * following the app's protected-document permission; in an app "as in the source", every item
 * is read by who reads its repository (`readers.ts`): issues and comments follow it too.
 */
export const githubConnector: Connector<GitHubConfig> = {
  key: 'github',
  name: { 'zh-hans': 'GitHub', en: 'GitHub' },
  description: {
    'zh-hans': '同步仓库中的 Markdown 文档和 Issue（含评论），私有仓库的内容按受保护文档权限可见。',
    en: 'Syncs repositories’ Markdown files and issues with their comments; private repositories’ items follow the protected-document permission.',
  },
  platform: 'github',
  authTypes: ['token', 'oauth'],
  listing: 'full',
  sourcePermissions: true,
  parseConfig(input) {
    const parsed = configSchema.safeParse(input ?? {});
    if (!parsed.success) throw new ValidationError([{ field: 'repositories', key: 'repositoriesInvalid' }]);
    return parsed.data;
  },
  oauth: ({ github }) =>
    github.clientId && github.clientSecret
      ? {
          authorizeUrl: `${github.webUrl}/login/oauth/authorize`,
          tokenUrl: `${github.webUrl}/login/oauth/access_token`,
          clientId: github.clientId,
          clientSecret: github.clientSecret,
          scopes: ['repo'],
          pkce: true,
        }
      : null,
  async *sync(ctx) {
    const token = bearerToken(ctx.credentials);
    if (!token) throw new SourceError('reauthorizeNeeded', 'no token');
    const client = new GitHubClient(ctx.settings.github.apiUrl, token, ctx.signal);
    const teams: TeamCache = new Map();
    for (const name of ctx.config.repositories) {
      let repo: Repo;
      try {
        repo = (await client.get<Repo>(`/repos/${name}`)).data;
      } catch (error) {
        // A repository that cannot be read fails the run: its documents must not be taken as deleted.
        if (error instanceof GitHubError) throw new SourceError('sourceUnreachable', `${name}: ${error.message}`);
        throw error;
      }
      let readers: SourceReaders | undefined;
      if (ctx.wantsReaders) {
        const found = await repositoryReaders(client, repo, teams);
        if (found.identities) yield { type: 'identities', ...found.identities };
        readers = found.readers;
      }
      const items: ItemsOf = { client, repo, readers, knownVersion: ctx.knownVersion };
      if (ctx.config.includeMarkdown) yield* markdownFiles(items);
      if (ctx.config.includeIssues) yield* issues(items);
    }
  },
};

/** What listing a repository's items needs: its readers, when the app follows them. */
type ItemsOf = { client: GitHubClient; repo: Repo; readers: SourceReaders | undefined; knownVersion: (id: string) => Promise<string | null> };

/** An item's version: its own, whether its repository is private, and who reads it there (when asked). */
const versionOf = (own: string, { repo, readers }: ItemsOf) => {
  const version = versionWithVisibility(own, repo.private);
  return readers ? versionWithReaders(version, readers) : version;
};

async function* markdownFiles(items: ItemsOf): AsyncGenerator<SyncEvent> {
  const { client, repo, readers, knownVersion } = items;
  const files = (await branchFiles(client, repo)).filter((entry) => entry.type === 'blob' && MARKDOWN.test(entry.path));
  yield { type: 'total', total: files.length };
  for (const file of files) {
    const externalId = `${repo.full_name}:file:${file.path}`;
    const version = versionOf(file.sha, items);
    if ((await knownVersion(externalId)) === version) {
      yield { type: 'unchanged', externalId };
      continue;
    }
    try {
      const blob = (await client.get<{ content: string; encoding: string }>(`/repos/${repo.full_name}/git/blobs/${file.sha}`)).data;
      const extracted = await extractText(Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8'), 'markdown');
      yield {
        type: 'upsert',
        item: {
          externalId,
          // A file is known by its path, unless its front matter names it (a docs site's page).
          title: (extracted.titleDeclared && extracted.title) || `${repo.full_name}/${file.path}`,
          text: extracted.text,
          author: extracted.author,
          url: `${repo.html_url}/blob/${encodeURIComponent(repo.default_branch)}/${file.path}`,
          sourceType: 'markdown',
          mediaType: 'text/markdown',
          restricted: repo.private,
          readers,
          version,
          size: file.size ?? null,
        },
      };
    } catch (error) {
      if (error instanceof SourceError) throw error;
      yield { type: 'error', externalId, title: file.path, key: 'documentUnreadable', detail: String(error instanceof Error ? error.message : error) };
    }
  }
}

/**
 * Every entry of the default branch's tree, in one recursive request; when GitHub cuts that answer
 * short (a very large tree), folder by folder, as files left out would be taken as deleted.
 */
async function branchFiles(client: GitHubClient, repo: Repo): Promise<TreeEntry[]> {
  const root = await readTree(client, repo, `${encodeURIComponent(repo.default_branch)}?recursive=1`);
  if (!root.truncated) return root.tree;
  return walkTree(client, repo, encodeURIComponent(repo.default_branch), '');
}

async function walkTree(client: GitHubClient, repo: Repo, treeRef: string, prefix: string): Promise<TreeEntry[]> {
  const { tree, truncated } = await readTree(client, repo, treeRef);
  // A single folder too large to list: nothing can be taken as deleted, so the run stops.
  if (truncated) throw new SourceError('repositoryTreeTruncated', `${repo.full_name}: ${prefix || '/'}`);
  const entries: TreeEntry[] = [];
  for (const entry of tree) {
    const path = `${prefix}${entry.path}`;
    if (entry.type === 'tree') entries.push(...(await walkTree(client, repo, entry.sha, `${path}/`)));
    else entries.push({ ...entry, path });
  }
  return entries;
}

async function readTree(client: GitHubClient, repo: Repo, treeRef: string): Promise<Tree> {
  try {
    return (await client.get<Tree>(`/repos/${repo.full_name}/git/trees/${treeRef}`)).data;
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    // An empty repository has no commit, hence no tree: GitHub answers 409.
    if (error.status === 409) return { tree: [] };
    // A tree that cannot be read fails the run: its files must not be taken as deleted.
    throw new SourceError('sourceUnreachable', `${repo.full_name}: ${error.message}`);
  }
}

async function* issues(items: ItemsOf): AsyncGenerator<SyncEvent> {
  const { client, repo, readers, knownVersion } = items;
  // By creation, oldest first: an order an issue cannot move in while the pages are read (an issue
  // updated mid-run would jump pages in update order, be missed, and be removed at the run's end).
  for await (const page of client.pages<Issue>(`/repos/${repo.full_name}/issues?state=all&per_page=100&sort=created&direction=asc`)) {
    for (const issue of page) {
      if (issue.pull_request) continue;
      const externalId = `${repo.full_name}:issue:${issue.number ?? '?'}`;
      if (typeof issue.number !== 'number' || typeof issue.title !== 'string' || typeof issue.updated_at !== 'string') {
        yield { type: 'error', externalId, title: String(issue.title ?? externalId), key: 'documentUnreadable', detail: 'malformed issue' };
        continue;
      }
      const version = versionOf(issue.updated_at, items);
      if ((await knownVersion(externalId)) === version) {
        yield { type: 'unchanged', externalId };
        continue;
      }
      let comments: string[];
      try {
        comments = await commentsOf(client, issue);
      } catch (error) {
        // One issue's comments failing is that issue's error; the issue keeps its last good version.
        if (!(error instanceof GitHubError)) throw error;
        yield { type: 'error', externalId, title: `#${issue.number} ${issue.title}`, key: 'sourceItemFailed', detail: error.message };
        continue;
      }
      yield {
        type: 'upsert',
        item: {
          externalId,
          title: `#${issue.number} ${issue.title}`,
          text: normaliseWhitespace([markdownText(issue.body ?? ''), ...comments].join('\n\n')),
          url: issue.html_url,
          author: issue.user?.login ?? null,
          sourceType: 'github_issue',
          restricted: repo.private,
          readers,
          version,
          createdAt: new Date(issue.created_at),
          updatedAt: new Date(issue.updated_at),
        },
      };
    }
  }
}

async function commentsOf(client: GitHubClient, issue: Issue): Promise<string[]> {
  const comments: string[] = [];
  if (!(issue.comments > 0)) return comments;
  for await (const list of client.pages<Comment>(`${issue.comments_url}?per_page=100`)) {
    for (const comment of list) comments.push(`${comment.user?.login ?? ''}: ${markdownText(comment.body ?? '')}`);
  }
  return comments;
}
