import { z } from 'zod';
import { ValidationError } from '../../request/errors.ts';
import { normaliseWhitespace } from '../../text/html-text.ts';
import { SourceError, type Connector, type SourceReaders, type SyncEvent } from '../types.ts';
import { versionWithReaders, versionWithVisibility } from '../version.ts';
import { FeishuClient, FeishuError } from './client.ts';
import { FeishuReaders } from './readers.ts';

export type FeishuConfig = {
  spaces: string[];
  /** Whether each run also reads every department of the organisation, as groups roles may follow. */
  organisation: boolean;
};

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

/**
 * Feishu (Lark) wiki: the spaces a custom app can read (or the ones named), their nodes walked
 * recursively, and each docx document's raw content, by edit time. Feishu's error codes become
 * item errors, or the run's error when the whole source fails. Following the source's
 * permissions, each document is read by its space's members and its own collaborators, or by
 * everyone when its space is public or its link opens it to the organisation (`readers.ts`).
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
  sourcePermissions: true,
  parseConfig(input) {
    const parsed = z
      .object({ spaces: z.array(z.string().trim()).default([]).transform((list) => list.filter(Boolean)), organisation: z.boolean().default(false) })
      .safeParse(input ?? {});
    if (!parsed.success || parsed.data.spaces.length > 50) throw new ValidationError([{ field: 'spaces', key: 'invalidInput' }]);
    return parsed.data;
  },
  async *sync(ctx) {
    const appId = ctx.credentials?.appId;
    const appSecret = ctx.credentials?.appSecret;
    if (!appId || !appSecret) throw new SourceError('reauthorizeNeeded', 'no app credentials');
    const client = new FeishuClient(ctx.settings.feishu.apiUrl, { appId, appSecret }, ctx.signal);
    const spaces: Space[] = [];
    try {
      // GET /open-apis/wiki/v2/spaces: the spaces the app is a member of, with their visibility.
      for await (const page of client.pages<Space>('/open-apis/wiki/v2/spaces', {})) spaces.push(...page);
    } catch (error) {
      if (error instanceof FeishuError) throw new SourceError('sourceUnreachable', error.message);
      throw error;
    }
    if (ctx.config.organisation) yield* organisationOf(client);
    const wanted = ctx.config.spaces.length > 0 ? spaces.filter((s) => ctx.config.spaces.includes(s.space_id)) : spaces;
    const walk: Walk = {
      client,
      webUrl: feishuWebUrl(ctx.settings.feishu.apiUrl),
      knownVersion: ctx.knownVersion,
      readers: ctx.wantsReaders ? new FeishuReaders(client) : null,
    };
    for (const space of wanted) yield* nodes(walk, space, undefined);
  },
};

/** Every department of the organisation with its people, as groups roles may follow, read afresh each run. */
async function* organisationOf(client: FeishuClient): AsyncGenerator<SyncEvent> {
  const directory = new FeishuReaders(client);
  try {
    await directory.organisation();
  } catch (error) {
    // Departments not read are not guessed: the run stops, and the groups keep their last members.
    if (error instanceof FeishuError) throw new SourceError('sourceUnreachable', `the organisation's departments: ${error.message}`);
    throw error;
  }
  const identities = directory.report();
  if (identities) yield { type: 'identities', ...identities };
}

/** What a walk of the wiki carries along: the run's readers, when the app follows the source's permissions. */
type Walk = { client: FeishuClient; webUrl: string; knownVersion: (id: string) => Promise<string | null>; readers: FeishuReaders | null };

/** A space's nodes below `parent` (`GET /open-apis/wiki/v2/spaces/{space_id}/nodes`), depth first. */
async function* nodes(walk: Walk, space: Space, parent: string | undefined, depth = 0): AsyncGenerator<SyncEvent> {
  const pages = walk.client.pages<WikiNode>(`/open-apis/wiki/v2/spaces/${encodeURIComponent(space.space_id)}/nodes`, { parent_node_token: parent });
  for (;;) {
    let page: IteratorResult<WikiNode[]>;
    try {
      page = await pages.next();
    } catch (error) {
      // A space or folder that cannot be listed fails the run: its documents must not be taken as deleted.
      if (error instanceof FeishuError) throw new SourceError('sourceUnreachable', error.message);
      throw error;
    }
    if (page.done) return;
    for (const node of page.value) {
      if (node.obj_type === 'docx') yield* documentOf(walk, space, node);
      if (node.has_child && depth < MAX_DEPTH) yield* nodes(walk, space, node.node_token, depth + 1);
    }
  }
}

/**
 * Who reads a document at the source, when asked, with the accounts and groups that were met
 * reading it; and its version, which changes with its readers as with its content.
 */
async function* readersOf({ readers }: Walk, space: Space, node: WikiNode): AsyncGenerator<SyncEvent, { readers?: SourceReaders; restricted: boolean; version: string | null }> {
  const found = readers ? await readers.ofDocument(space, node.obj_token) : undefined;
  const identities = readers?.report();
  if (identities) yield { type: 'identities', ...identities };
  // What the source shows everyone is not restricted: a public space's, or one its link opens.
  const restricted = found ? !('everyone' in found) : space.visibility !== 'public';
  // Without an edit time there is no version: the document is read at every run.
  const visibility = node.obj_edit_time ? versionWithVisibility(node.obj_edit_time, restricted) : null;
  return { readers: found, restricted, version: visibility && found ? versionWithReaders(visibility, found) : visibility };
}

async function* documentOf(walk: Walk, space: Space, node: WikiNode): AsyncGenerator<SyncEvent> {
  const externalId = `${space.space_id}:${node.obj_token}`;
  const { readers, restricted, version } = yield* readersOf(walk, space, node);
  if (version && (await walk.knownVersion(externalId)) === version) {
    yield { type: 'unchanged', externalId };
    return;
  }
  try {
    // GET /open-apis/docx/v1/documents/{document_id}/raw_content: the document's plain text.
    const { content } = await walk.client.get<{ content: string }>(`/open-apis/docx/v1/documents/${encodeURIComponent(node.obj_token)}/raw_content`);
    yield {
      type: 'upsert',
      item: {
        externalId,
        title: node.title || node.obj_token,
        text: normaliseWhitespace(content),
        url: `${walk.webUrl}/wiki/${encodeURIComponent(node.node_token)}`,
        sourceType: 'feishu_docx',
        restricted,
        readers,
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
