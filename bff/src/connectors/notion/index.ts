import { z } from 'zod';
import { normaliseWhitespace } from '../../text/html-text.ts';
import { bearerToken } from '../credentials.ts';
import { SourceError, type Connector, type SyncEvent } from '../types.ts';
import { versionWithVisibility } from '../version.ts';

type RichText = { plain_text?: string };
type Page = {
  object: 'page';
  id: string;
  url: string;
  public_url?: string | null;
  created_time: string;
  last_edited_time: string;
  archived?: boolean;
  in_trash?: boolean;
  created_by?: { id: string };
  parent?: { type: string };
  properties?: Record<string, { type: string; title?: RichText[] }>;
};
type Block = { id: string; type: string; has_children: boolean; [type: string]: unknown };
type List<T> = { results: T[]; next_cursor: string | null; has_more: boolean };

const MAX_WAIT_SECONDS = 60;
const MAX_DEPTH = 8;
/** How long after its last edit a page is read again at every run (see `pageVersion`). */
const RECENT_EDIT_MS = 2 * 60_000;

const plain = (text: RichText[] | undefined) => (text ?? []).map((t) => t.plain_text ?? '').join('');

/** A block as a line of light Markdown: headings, list items, quotes, code; others as their text. */
function blockText(block: Block): string {
  const body = block[block.type] as { rich_text?: RichText[]; checked?: boolean; language?: string } | undefined;
  const text = plain(body?.rich_text);
  switch (block.type) {
    case 'heading_1':
      return `# ${text}`;
    case 'heading_2':
      return `## ${text}`;
    case 'heading_3':
      return `### ${text}`;
    case 'bulleted_list_item':
    case 'toggle':
      return `- ${text}`;
    case 'numbered_list_item':
      return `1. ${text}`;
    case 'to_do':
      return `- [${body?.checked ? 'x' : ' '}] ${text}`;
    case 'quote':
    case 'callout':
      return `> ${text}`;
    case 'code':
      return `\`\`\`\n${text}\n\`\`\``;
    default:
      return text;
  }
}

/**
 * Notion: the pages and database rows shared with the integration, their blocks fetched
 * recursively into text, by last edit time (an unchanged page is not fetched again).
 */
export const notionConnector: Connector<Record<string, never>> = {
  key: 'notion',
  name: { 'zh-hans': 'Notion', en: 'Notion' },
  description: {
    'zh-hans': '同步与集成共享的页面和数据库条目（内部集成令牌或公开集成 OAuth）。',
    en: 'Syncs the pages and database rows shared with the integration (an internal integration token, or OAuth for a public one).',
  },
  platform: 'notion',
  authTypes: ['token', 'oauth'],
  listing: 'full',
  parseConfig: (input) => {
    z.object({}).passthrough().parse(input ?? {});
    return {};
  },
  oauth: ({ notion }) =>
    notion.clientId && notion.clientSecret
      ? {
          authorizeUrl: `${notion.apiUrl}/oauth/authorize?owner=user`,
          tokenUrl: `${notion.apiUrl}/oauth/token`,
          clientId: notion.clientId,
          clientSecret: notion.clientSecret,
          scopes: [],
          pkce: false,
          tokenRequest: 'basic-json',
        }
      : null,
  async *sync(ctx) {
    const token = bearerToken(ctx.credentials);
    if (!token) throw new SourceError('reauthorizeNeeded', 'no token');
    const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      for (let attempt = 0; ; attempt++) {
        const response = await fetch(`${ctx.settings.notion.apiUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            'notion-version': '2022-06-28',
            ...(body !== undefined && { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(30_000)]),
        });
        if (response.status === 401) throw new SourceError('reauthorizeNeeded', `Notion: ${await response.text()}`);
        if (response.status === 429) {
          await response.body?.cancel();
          const wait = Number(response.headers.get('retry-after') ?? 1);
          if (wait > MAX_WAIT_SECONDS || attempt >= 3) throw new SourceError('sourceRateLimited', `Notion: wait ${wait}s`);
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
          continue;
        }
        if (!response.ok) throw new NotionError(`${response.status} ${(await response.text()).slice(0, 200)}`);
        return (await response.json()) as T;
      }
    };

    const textOf = async (blockId: string, depth: number): Promise<string[]> => {
      const lines: string[] = [];
      let cursor: string | null = null;
      do {
        const page: List<Block> = await call<List<Block>>(
          'GET',
          `/blocks/${blockId}/children?page_size=100${cursor ? `&start_cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        for (const block of page.results) {
          if (block.type === 'child_page' || block.type === 'child_database') continue; // synced as their own pages
          const line = blockText(block);
          if (line.trim()) lines.push(line);
          if (block.has_children && depth < MAX_DEPTH) lines.push(...(await textOf(block.id, depth + 1)));
        }
        cursor = page.has_more ? page.next_cursor : null;
      } while (cursor);
      return lines;
    };

    const runStartedAt = Date.now();
    let cursor: string | null = null;
    do {
      let list: List<Page>;
      try {
        list = await call<List<Page>>('POST', '/search', {
          filter: { property: 'object', value: 'page' },
          page_size: 100,
          ...(cursor && { start_cursor: cursor }),
        });
      } catch (error) {
        if (error instanceof NotionError) throw new SourceError('sourceUnreachable', error.message);
        throw error;
      }
      for (const page of list.results) {
        yield* pageEvent(page, runStartedAt, ctx.knownVersion, textOf);
      }
      cursor = list.has_more ? list.next_cursor : null;
    } while (cursor);
  },
};

class NotionError extends Error {}

/**
 * A page's version: its last edit time and its visibility. Notion gives the edit time to the minute
 * only, so an edit made in the same minute as a read would leave the version as it was and never
 * be read; a page edited in the last minutes gets a version of this run alone, so the next run
 * reads it again (the engine's content hash keeps unchanged text from being indexed again).
 */
function pageVersion(page: Page, restricted: boolean, runStartedAt: number): string {
  const version = versionWithVisibility(page.last_edited_time, restricted);
  const edited = Date.parse(page.last_edited_time);
  const recent = Number.isNaN(edited) || runStartedAt - edited < RECENT_EDIT_MS;
  return recent ? `${version}:read-${runStartedAt}` : version;
}

async function* pageEvent(
  page: Page,
  runStartedAt: number,
  knownVersion: (id: string) => Promise<string | null>,
  textOf: (id: string, depth: number) => Promise<string[]>,
): AsyncGenerator<SyncEvent> {
  const externalId = String(page.id ?? '');
  if (!page.id || typeof page.last_edited_time !== 'string') {
    yield { type: 'error', externalId: externalId || 'unknown', key: 'documentUnreadable', detail: 'malformed page' };
    return;
  }
  // Archived or trashed pages are left out, so the run removes them.
  if (page.archived || page.in_trash) return;
  const restricted = !page.public_url;
  const version = pageVersion(page, restricted, runStartedAt);
  if ((await knownVersion(externalId)) === version) {
    yield { type: 'unchanged', externalId };
    return;
  }
  const titleProperty = Object.values(page.properties ?? {}).find((p) => p.type === 'title');
  const title = plain(titleProperty?.title) || 'Untitled';
  try {
    const text = normaliseWhitespace((await textOf(page.id, 0)).join('\n\n'));
    yield {
      type: 'upsert',
      item: {
        externalId,
        title,
        text,
        url: page.url,
        sourceType: page.parent?.type === 'database_id' ? 'notion_row' : 'notion_page',
        restricted,
        version,
        createdAt: new Date(page.created_time),
        updatedAt: new Date(page.last_edited_time),
      },
    };
  } catch (error) {
    if (error instanceof SourceError) throw error;
    yield { type: 'error', externalId, title, key: 'documentUnreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}
