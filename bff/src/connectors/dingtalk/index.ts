import { z } from 'zod';
import { ValidationError } from '../../request/errors.ts';
import { normaliseWhitespace } from '../../text/html-text.ts';
import { SourceError, type Connector, type SourceReaders, type SyncEvent } from '../types.ts';
import { versionWithReaders, versionWithVisibility } from '../version.ts';
import { DingtalkClient, DingtalkError, withQuery } from './client.ts';
import { DingtalkReaders } from './readers.ts';

export type DingtalkConfig = {
  /** The UserID of the employee the app reads as: DingTalk's knowledge-base APIs act for a person. */
  operator: string;
  /** Knowledge bases by ID; none: every one the operator may read. */
  workspaces: string[];
  /** Whether each run also reads every department of the organisation, as groups roles may follow. */
  organisation: boolean;
};

type KnowledgeBase = { workspaceId: string; name: string; rootNodeId: string };
type WikiNode = { nodeId: string; name: string; type: string; category?: string; extension?: string; url?: string; hasChildren?: boolean; createTime?: string; modifiedTime?: string };
type Block = Record<string, unknown> & { blockType?: string };

const MAX_DEPTH = 10;
const ID = /^[\w-]{1,128}$/;

/**
 * DingTalk knowledge bases (钉钉知识库): the ones the operator may read (or the ones named), their
 * nodes walked recursively, and each DingTalk document's text from its blocks, by modification
 * time. Sheets, mind maps and uploaded files are left out. Following the source's permissions,
 * each document is read by its knowledge base's members and its own (`readers.ts`).
 */
export const dingtalkConnector: Connector<DingtalkConfig> = {
  key: 'dingtalk',
  name: { 'zh-hans': '钉钉知识库', en: 'DingTalk Docs' },
  description: {
    'zh-hans': '使用企业内部应用的凭证（AppKey 与 AppSecret）同步知识库中的钉钉文档，可按钉钉中的成员权限控制谁能读到。',
    en: 'Syncs the DingTalk documents of knowledge bases with an internal app’s credentials (AppKey and AppSecret); who reads each one can follow DingTalk’s members.',
  },
  platform: 'dingtalk',
  authTypes: ['token'],
  listing: 'full',
  sourcePermissions: true,
  parseConfig(input) {
    const parsed = z
      .object({
        operator: z.string().trim().regex(ID),
        workspaces: z
          .array(z.string().trim())
          .default([])
          .transform((list) => list.filter(Boolean))
          .refine((list) => list.length <= 50 && list.every((id) => ID.test(id))),
        organisation: z.boolean().default(false),
      })
      .safeParse(input ?? {});
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] === 'workspaces' ? 'workspaces' : 'operator';
      throw new ValidationError([{ field, key: field === 'operator' ? 'dingtalkOperatorRequired' : 'invalidInput' }]);
    }
    return parsed.data;
  },
  async *sync(ctx) {
    const appKey = ctx.credentials?.appId;
    const appSecret = ctx.credentials?.appSecret;
    if (!appKey || !appSecret) throw new SourceError('reauthorizeNeeded', 'no app credentials');
    const client = new DingtalkClient(ctx.settings.dingtalk, { appKey, appSecret }, ctx.signal);
    const operator = await operatorOf(client, ctx.config.operator);
    if (ctx.config.organisation) yield* organisationOf(client, operator);
    const bases: KnowledgeBase[] = [];
    try {
      // GET /v2.0/wiki/workspaces: the knowledge bases the operator may read.
      for await (const page of pages<KnowledgeBase>(client, '/v2.0/wiki/workspaces', 'workspaces', { operatorId: operator })) bases.push(...page);
    } catch (error) {
      if (error instanceof DingtalkError) throw new SourceError('sourceUnreachable', error.message);
      throw error;
    }
    const wanted = ctx.config.workspaces.length > 0 ? bases.filter((base) => ctx.config.workspaces.includes(base.workspaceId)) : bases;
    // Readers are read in every run: whether a document is restricted is its permissions' to say.
    // Only an app "as in the source" reads who is in each group, and reports the accounts.
    const walk: Walk = { client, operator, knownVersion: ctx.knownVersion, wantsReaders: ctx.wantsReaders, readers: new DingtalkReaders(client, operator, { expand: ctx.wantsReaders }) };
    for (const base of wanted) yield* nodes(walk, base, base.rootNodeId);
  },
};

/** Every department of the organisation with its people, as groups roles may follow, read afresh each run. */
async function* organisationOf(client: DingtalkClient, operator: string): AsyncGenerator<SyncEvent> {
  const directory = new DingtalkReaders(client, operator, { expand: true });
  try {
    await directory.organisation();
  } catch (error) {
    // Departments not read are not guessed: the run stops, and the groups keep their last members.
    if (error instanceof DingtalkError) throw new SourceError('sourceUnreachable', `the organisation's departments: ${error.message}`);
    throw error;
  }
  const identities = directory.report();
  if (identities) yield { type: 'identities', ...identities };
}

type Walk = { client: DingtalkClient; operator: string; knownVersion: (id: string) => Promise<string | null>; wantsReaders: boolean; readers: DingtalkReaders };

/** The operator's unionId, from their UserID (`POST /topapi/v2/user/get`): one DingTalk does not know is the admin's to fix. */
async function operatorOf(client: DingtalkClient, userid: string): Promise<string> {
  try {
    const staff = await client.oapi<{ unionid?: string }>('/topapi/v2/user/get', { userid, language: 'zh_CN' });
    if (staff?.unionid) return staff.unionid;
  } catch (error) {
    if (!(error instanceof DingtalkError)) throw error;
    if (error.code !== '60121') throw new SourceError('sourceUnreachable', error.message);
  }
  throw new SourceError('dingtalkOperatorNotFound', `DingTalk has no employee ${userid}`);
}

/** A list's pages of the open API, following `nextToken`. */
async function* pages<T>(client: DingtalkClient, path: string, key: string, query: Record<string, string>): AsyncGenerator<T[]> {
  for (let nextToken: string | undefined; ; ) {
    const page = await client.open<Record<string, unknown> & { nextToken?: string }>('GET', withQuery(path, { ...query, maxResults: 50, nextToken }));
    yield (page[key] as T[] | undefined) ?? [];
    if (!page.nextToken) return;
    nextToken = page.nextToken;
  }
}

/** A knowledge base's nodes below `parent` (`GET /v2.0/wiki/nodes?parentNodeId=…`), depth first. */
async function* nodes(walk: Walk, base: KnowledgeBase, parent: string, depth = 0): AsyncGenerator<SyncEvent> {
  const listing = pages<WikiNode>(walk.client, '/v2.0/wiki/nodes', 'nodes', { parentNodeId: parent, operatorId: walk.operator });
  for (;;) {
    let page: IteratorResult<WikiNode[]>;
    try {
      page = await listing.next();
    } catch (error) {
      // A knowledge base or folder that cannot be listed fails the run: its documents must not be taken as deleted.
      if (error instanceof DingtalkError) throw new SourceError('sourceUnreachable', error.message);
      throw error;
    }
    if (page.done) return;
    for (const node of page.value) {
      if (node.type === 'FILE' && node.extension === 'adoc') yield* documentOf(walk, base, node);
      if ((node.type === 'FOLDER' || node.hasChildren) && depth < MAX_DEPTH) yield* nodes(walk, base, node.nodeId, depth + 1);
    }
  }
}

async function* documentOf(walk: Walk, base: KnowledgeBase, node: WikiNode): AsyncGenerator<SyncEvent> {
  const externalId = `${base.workspaceId}:${node.nodeId}`;
  const found = await walk.readers.ofDocument(base.rootNodeId, node.nodeId);
  const identities = walk.readers.report();
  if (identities && walk.wantsReaders) yield { type: 'identities', ...identities };
  const restricted = !('everyone' in found);
  const readers: SourceReaders | undefined = walk.wantsReaders ? found : undefined;
  // Without a modification time there is no version: the document is read at every run.
  const visibility = node.modifiedTime ? versionWithVisibility(node.modifiedTime, restricted) : null;
  const version = visibility && readers ? versionWithReaders(visibility, readers) : visibility;
  if (version && (await walk.knownVersion(externalId)) === version) {
    yield { type: 'unchanged', externalId };
    return;
  }
  try {
    // GET /v1.0/doc/suites/documents/{id}/blocks: the document's blocks (a wiki node's ID is its dentryUuid).
    const answer = await walk.client.open<{ result?: { data?: Block[] } }>(
      'GET',
      withQuery(`/v1.0/doc/suites/documents/${encodeURIComponent(node.nodeId)}/blocks`, { operatorId: walk.operator }),
    );
    yield {
      type: 'upsert',
      item: {
        externalId,
        title: node.name.replace(/\.adoc$/, '') || node.nodeId,
        text: textOf(answer.result?.data ?? []),
        url: node.url ?? null,
        sourceType: 'dingtalk_doc',
        restricted,
        readers,
        version,
        createdAt: dateOf(node.createTime),
        updatedAt: dateOf(node.modifiedTime),
      },
    };
  } catch (error) {
    if (error instanceof SourceError) throw error;
    yield { type: 'error', externalId, title: node.name, key: 'sourceItemFailed', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** A document's text: each block's own (`paragraph.text`, `heading.text`…), a paragraph each; blocks without text (images, tables) add nothing. */
function textOf(blocks: Block[]): string {
  const texts = blocks.map((block) => {
    const body = block.blockType ? block[block.blockType] : undefined;
    const text = body && typeof body === 'object' ? (body as { text?: unknown }).text : undefined;
    return typeof text === 'string' ? normaliseWhitespace(text) : '';
  });
  return texts.filter(Boolean).join('\n\n');
}

const dateOf = (value: string | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};
