import { z } from 'zod';
import { ValidationError } from '../../graphql/errors.ts';
import { normaliseWhitespace } from '../../text/html-text.ts';
import { SourceError, type Connector, type SyncEvent } from '../types.ts';
import { versionWithVisibility } from '../version.ts';
import { FeishuClient, FeishuError } from './client.ts';

export type FeishuConfig = { spaces: string[] };

type Page<T> = { items?: T[]; page_token?: string; has_more: boolean };
type Space = { space_id: string; name: string; visibility?: string };
type WikiNode = { node_token: string; obj_token: string; obj_type: string; title: string; has_child: boolean; obj_edit_time?: string; obj_create_time?: string };

const MAX_DEPTH = 10;
/** The web host of Feishu's API hosts; any other (a test's, a proxy's) keeps Feishu's. */
const WEB_HOSTS: Record<string, string> = { 'open.feishu.cn': 'feishu.cn', 'open.larksuite.com': 'larksuite.com' };

/** Where people open the wiki: Feishu's web host in China, Lark's elsewhere, after the API base. */
export function feishuWebUrl(apiUrl: string): string {
  const host = URL.canParse(apiUrl) ? new URL(apiUrl).hostname : '';
  return `https://${WEB_HOSTS[host] ?? 'feishu.cn'}`;
}

/** An API path with its query, each value encoded (page tokens may hold `+`, `/` or `=`). */
export const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `${path}?${params}`;
};

/**
 * Feishu (Lark) wiki: the spaces a custom app can read (or the ones named), their nodes walked
 * recursively, and each docx document's raw content, by edit time. Feishu's error codes become
 * item errors, or the run's error when the whole source fails.
 */
export const feishuConnector: Connector<FeishuConfig> = {
  key: 'feishu',
  name: { 'zh-hans': '飞书', en: 'Feishu (Lark)' },
  description: {
    'zh-hans': '使用自建应用的凭证（App ID 与 App Secret）同步知识库空间中的文档。',
    en: 'Syncs the documents of wiki spaces with a custom app’s credentials (App ID and App Secret).',
  },
  platform: 'feishu',
  authTypes: ['token'],
  listing: 'full',
  parseConfig(input) {
    const parsed = z
      .object({ spaces: z.array(z.string().trim()).default([]).transform((list) => list.filter(Boolean)) })
      .safeParse(input ?? {});
    if (!parsed.success || parsed.data.spaces.length > 50) throw new ValidationError([{ field: 'spaces', key: 'invalidInput' }]);
    return parsed.data;
  },
  async *sync(ctx) {
    const appId = ctx.credentials?.appId;
    const appSecret = ctx.credentials?.appSecret;
    if (!appId || !appSecret) throw new SourceError('reauthorizeNeeded', 'no app credentials');
    const client = new FeishuClient(ctx.settings.feishu.apiUrl, { appId, appSecret }, ctx.signal);
    let spaces: Space[];
    try {
      spaces = [];
      for (let token: string | undefined; ; ) {
        const page: Page<Space> = await client.get<Page<Space>>(withQuery('/open-apis/wiki/v2/spaces', { page_size: 50, page_token: token }));
        spaces.push(...(page.items ?? []));
        if (!page.has_more || !page.page_token) break;
        token = page.page_token;
      }
    } catch (error) {
      if (error instanceof FeishuError) throw new SourceError('sourceUnreachable', error.message);
      throw error;
    }
    const wanted = ctx.config.spaces.length > 0 ? spaces.filter((s) => ctx.config.spaces.includes(s.space_id)) : spaces;
    const walk: Walk = { client, webUrl: feishuWebUrl(ctx.settings.feishu.apiUrl), knownVersion: ctx.knownVersion };
    for (const space of wanted) yield* nodes(walk, space, undefined, 0);
  },
};

/** What a walk of the wiki carries along. */
type Walk = { client: FeishuClient; webUrl: string; knownVersion: (id: string) => Promise<string | null> };

async function* nodes(walk: Walk, space: Space, parent: string | undefined, depth: number): AsyncGenerator<SyncEvent> {
  for (let token: string | undefined; ; ) {
    let page: Page<WikiNode>;
    try {
      page = await walk.client.get<Page<WikiNode>>(
        withQuery(`/open-apis/wiki/v2/spaces/${encodeURIComponent(space.space_id)}/nodes`, { page_size: 50, parent_node_token: parent, page_token: token }),
      );
    } catch (error) {
      // A space or folder that cannot be listed fails the run: its documents must not be taken as deleted.
      if (error instanceof FeishuError) throw new SourceError('sourceUnreachable', error.message);
      throw error;
    }
    for (const node of page.items ?? []) {
      if (node.obj_type === 'docx') yield* documentOf(walk, space, node);
      if (node.has_child && depth < MAX_DEPTH) yield* nodes(walk, space, node.node_token, depth + 1);
    }
    if (!page.has_more || !page.page_token) return;
    token = page.page_token;
  }
}

async function* documentOf({ client, webUrl, knownVersion }: Walk, space: Space, node: WikiNode): AsyncGenerator<SyncEvent> {
  const externalId = `${space.space_id}:${node.obj_token}`;
  const restricted = space.visibility !== 'public';
  // Without an edit time there is no version: the document is read at every run.
  const version = node.obj_edit_time ? versionWithVisibility(node.obj_edit_time, restricted) : null;
  if (version && (await knownVersion(externalId)) === version) {
    yield { type: 'unchanged', externalId };
    return;
  }
  try {
    const { content } = await client.get<{ content: string }>(`/open-apis/docx/v1/documents/${encodeURIComponent(node.obj_token)}/raw_content`);
    yield {
      type: 'upsert',
      item: {
        externalId,
        title: node.title || node.obj_token,
        text: normaliseWhitespace(content),
        url: `${webUrl}/wiki/${encodeURIComponent(node.node_token)}`,
        sourceType: 'feishu_docx',
        restricted,
        version,
        createdAt: node.obj_create_time ? new Date(Number(node.obj_create_time) * 1000) : null,
        updatedAt: node.obj_edit_time ? new Date(Number(node.obj_edit_time) * 1000) : null,
      },
    };
  } catch (error) {
    if (error instanceof SourceError) throw error;
    yield { type: 'error', externalId, title: node.title, key: 'sourceItemFailed', detail: error instanceof Error ? error.message : String(error) };
  }
}
