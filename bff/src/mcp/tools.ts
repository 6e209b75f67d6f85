import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { originalPath } from '../apps/original.ts';
import { readableDocument } from '../apps/readable-documents.ts';
import { ExpectedError, NotFoundError } from '../request/errors.ts';
import { idFromPath } from '../http/path-ids.ts';
import { translate, type Locale, type MessageKey } from '../i18n/messages.ts';
import { searchDocuments } from '../search/query.ts';
import { actorOf } from '../workspaces/acting.ts';
import type { TokenContext } from '../request/context.ts';
import { askAndWait } from './ask.ts';
import { answerText, documentText, searchText, type AnswerSource, type FoundDocument, type ReadDocument } from './render.ts';
import { opens } from './tool-scopes.ts';

/** How much of a document one read answers, in characters (UTF-16 code units). */
export const READ_LIMIT = 20_000;

const SERVER_INFO = { name: 'zhiwen', title: '知问 Zhiwen', version: '1.0.0' };

/**
 * MCP has no way to localize a tool's description, and a client lists tools once for whoever
 * uses it: each is given in English, then in Chinese. Results and errors are in the caller's
 * language (their setting, else `Accept-Language`), as every other answer of the server.
 */
const bilingual = (key: MessageKey) => `${translate('en', key)} / ${translate('zh-hans', key)}`;

const absolute = (ctx: TokenContext, link: string | null) => (link ? new URL(link, ctx.publicUrl).toString() : null);

const documentId = (id: string) => encodeGlobalID('Document', id);

/**
 * Runs a tool as the request's viewer: an expected failure (no quota, not found, a question too
 * long) is a tool error with its message, for the model to read; anything else is logged and
 * answered without its details, as the server answers any unexpected failure.
 */
async function answered(ctx: TokenContext, run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    const key = error instanceof ExpectedError ? error.key : null;
    if (!key) ctx.log.error({ err: error }, 'MCP tool failed');
    return { isError: true, content: [{ type: 'text', text: messageOf(ctx.locale, key ?? 'serverError') }] };
  }
}

// A failed answer's stored key is a message's; one from an older release may no longer be.
function messageOf(locale: Locale, key: MessageKey) {
  try {
    return translate(locale, key);
  } catch {
    return translate(locale, 'answerInterrupted');
  }
}

const FoundShape = z.object({
  id: z.string(),
  title: z.string(),
  app: z.string(),
  type: z.string(),
  updatedAt: z.string(),
  link: z.string().nullable(),
  heading: z.string().nullable(),
  passage: z.string(),
});

const marked = (segments: { text: string; highlighted: boolean }[]) => segments.map((s) => (s.highlighted ? `**${s.text}**` : s.text)).join('');

/**
 * The MCP server of one request, for its token: the tools its scopes open, each acting as the
 * token's maker through the same services as GraphQL and REST (stateless: a server per request).
 */
export function mcpServerFor(ctx: TokenContext, clock: () => Date): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: bilingual('mcpInstructions') });
  if (opens(ctx, 'search')) registerSearch(server, ctx);
  if (opens(ctx, 'read_document')) registerReadDocument(server, ctx);
  if (opens(ctx, 'ask')) registerAsk(server, ctx, clock);
  return server;
}

/** `search`: the documents the token’s maker may read, as search ranks them. */
function registerSearch(server: McpServer, ctx: TokenContext) {
  server.registerTool(
    'search',
    {
      title: bilingual('mcpSearchTitle'),
      description: bilingual('mcpSearchDescription'),
      inputSchema: {
        query: z.string().trim().min(1).max(500).describe(bilingual('mcpSearchQuery')),
        limit: z.number().int().min(1).max(20).default(8).describe(bilingual('mcpSearchLimit')),
        offset: z.number().int().min(0).max(1000).default(0).describe(bilingual('mcpSearchOffset')),
      },
      outputSchema: { query: z.string(), correctedQuery: z.string().nullable(), results: z.array(FoundShape) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, limit, offset }) =>
      answered(ctx, async () => {
        const page = await searchDocuments(ctx.db, actorOf(ctx), { query, first: limit, offset }, ctx.semantic);
        const results: FoundDocument[] = page.hits.map((hit) => ({
          id: documentId(hit.documentId),
          title: hit.documentTitle,
          app: hit.appTitle,
          type: hit.sourceType,
          updatedAt: hit.updatedAt.toISOString(),
          link: absolute(ctx, hit.link),
          heading: hit.heading,
          passage: marked(hit.passage),
        }));
        return {
          content: [{ type: 'text', text: searchText(ctx.locale, results, page.correctedQuery, offset) }],
          structuredContent: { query, correctedQuery: page.correctedQuery, results },
        };
      }),
  );
}

/** `read_document`: a document’s text the maker may read, a page at a time. */
function registerReadDocument(server: McpServer, ctx: TokenContext) {
  server.registerTool(
    'read_document',
    {
      title: bilingual('mcpReadTitle'),
      description: bilingual('mcpReadDescription'),
      inputSchema: {
        id: z.string().trim().min(1).max(200).describe(bilingual('mcpReadId')),
        offset: z.number().int().min(0).default(0).describe(bilingual('mcpReadOffset')),
      },
      outputSchema: {
        id: z.string(),
        title: z.string(),
        app: z.string().nullable(),
        type: z.string(),
        updatedAt: z.string(),
        link: z.string().nullable(),
        text: z.string(),
        offset: z.number(),
        totalLength: z.number(),
        nextOffset: z.number().nullable(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id, offset }) =>
      answered(ctx, async () => {
        // Missing, malformed, another workspace's or hidden from the maker: all alike.
        const found = await readableDocument(ctx, idFromPath(id, 'Document', 'mcpDocumentNotFound'));
        if (!found) throw new NotFoundError('mcpDocumentNotFound');
        const app = await ctx.loaders.apps.apps.load(found.appId);
        const start = Math.min(offset, found.text.length);
        let text = found.text.slice(start, start + READ_LIMIT);
        // Never half a character: a cut between a surrogate pair moves back by one.
        if (/[\uD800-\uDBFF]$/.test(text) && start + text.length < found.text.length) text = text.slice(0, -1);
        const end = start + text.length;
        const document: ReadDocument = {
          id: documentId(found.id),
          title: found.title,
          app: app?.title ?? null,
          type: found.sourceType,
          updatedAt: found.updatedAt.toISOString(),
          link: absolute(ctx, found.url ?? (found.fileSha256 ? originalPath(found.id) : null)),
          text,
          offset: start,
          totalLength: found.text.length,
          nextOffset: end < found.text.length ? end : null,
        };
        return { content: [{ type: 'text', text: documentText(ctx.locale, document) }], structuredContent: document };
      }),
  );
}

/** `ask`: an answer from the documents, with its sources, in a conversation of the maker’s. */
function registerAsk(server: McpServer, ctx: TokenContext, clock: () => Date) {
  server.registerTool(
    'ask',
    {
      title: bilingual('mcpAskTitle'),
      description: bilingual('mcpAskDescription'),
      inputSchema: {
        question: z.string().trim().min(1).max(4000).describe(bilingual('mcpAskQuestion')),
        agent: z.string().trim().min(1).max(200).optional().describe(bilingual('mcpAskAgent')),
        conversationId: z.string().trim().min(1).max(200).optional().describe(bilingual('mcpAskConversation')),
      },
      outputSchema: {
        answer: z.string(),
        citations: z.array(z.object({ index: z.number(), id: z.string(), title: z.string(), link: z.string().nullable(), passage: z.string() })),
        conversationId: z.string(),
        status: z.string(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    ({ question, agent, conversationId }, extra) =>
      answered(ctx, async () => {
        const byKey = agent?.startsWith('agk_') ?? false;
        const answer = await askAndWait(
          ctx,
          clock,
          {
            text: question,
            agentId: agent && !byKey ? idFromPath(agent, 'Agent', 'agentNotFound') : null,
            agentKey: agent && byKey ? agent : null,
            conversationId: conversationId ? idFromPath(conversationId, 'Conversation', 'conversationNotFound') : null,
          },
          extra.signal,
        );
        const citations: AnswerSource[] = answer.citations.map((c) => ({
          index: c.index,
          id: documentId(c.documentId),
          title: c.title,
          link: absolute(ctx, c.url),
          passage: c.passage,
        }));
        return {
          content: [{ type: 'text', text: answerText(ctx.locale, answer.text, citations) }],
          structuredContent: { answer: answer.text, citations, conversationId: encodeGlobalID('Conversation', answer.conversationId), status: answer.status },
        };
      }),
  );
}
