import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { documentRecords } from '../apps/read-model.ts';
import type { Reader } from '../apps/visibility.ts';
import type { Database } from '../db/client.ts';
import type { Locale } from '../i18n/messages.ts';
import type { ChatTurn } from '../llm/provider.ts';
import { searchDocuments } from '../search/query.ts';
import type { Semantic } from '../search/ports.ts';
import { plainText } from './excerpts.ts';
import type { Citation } from './tables.ts';

const PASSAGES = 6;
const PASSAGE_CHARS = 900;
const FILE_CONTEXT_CHARS = 8000;
const HISTORY_TURNS = 10;

const DEFAULT_PROMPT = {
  'zh-hans': '你是“知问”工作空间的 AI 助手。',
  en: 'You are the AI assistant of a Zhiwen workspace.',
};

const RULES = {
  'zh-hans':
    '请只根据下面编号的资料回答，并在用到的句子后用 [编号] 标注出处（如 [1]）。资料中没有答案时，请直接说明没有找到，不要编造。用提问者的语言回答。',
  en: 'Answer only from the numbered sources below and cite each sentence you base on one with its number in brackets, like [1]. When the sources do not hold the answer, say so plainly; never make one up. Answer in the language of the question.',
};

/**
 * The passages that answer a question: the reader's own search, so nothing hidden is used. Each
 * citation's passage is the chunk's plain text (a heading or paragraph a line); `texts` are the
 * chunks as indexed (light Markdown), in the same order.
 * `partial` when no document holds every word of the question (the passages hold some of them).
 */
export async function findSources(
  db: Database,
  reader: Reader,
  question: string,
  appIds: readonly string[] | null,
  semantic: Semantic | null,
): Promise<{ citations: Citation[]; texts: string[]; partial: boolean }> {
  // An agent limited to apps that have all been removed knows nothing (not everything).
  if (appIds?.length === 0) return { citations: [], texts: [], partial: false };
  const page = await searchDocuments(db, reader, { query: question, filters: appIds ? { appIds } : null, first: PASSAGES, offset: 0 }, semantic);
  return {
    citations: page.hits.map((hit, i) => ({
      index: i + 1,
      documentId: hit.documentId,
      title: hit.documentTitle,
      url: hit.documentUrl,
      passage: plainText(hit.chunkText).slice(0, PASSAGE_CHARS),
    })),
    texts: page.hits.map((hit) => hit.chunkText),
    partial: page.hits.length > 0 && !page.matchedAllTerms,
  };
}

/** The stored file of each of these documents that is an uploaded file (by the file's SHA-256). */
export async function storedFiles(db: Database, workspaceId: string, documentIds: string[]): Promise<Map<string, string>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: documentRecords.id, sha256: documentRecords.fileSha256 })
    .from(documentRecords)
    .where(and(eq(documentRecords.workspaceId, workspaceId), inArray(documentRecords.id, documentIds), isNotNull(documentRecords.fileSha256)));
  return new Map(rows.map((row) => [row.id, row.sha256!]));
}

/**
 * The files' text within the context budget, shared fairly: short files whole, the rest of the
 * budget split evenly among the longer ones (one large file must not crowd the others out).
 */
function fileShares(files: { name: string; text: string }[]) {
  const byLength = files.map((file, index) => ({ file, index })).sort((a, b) => a.file.text.length - b.file.text.length);
  let budget = FILE_CONTEXT_CHARS;
  const shares = new Map<number, string>();
  byLength.forEach(({ file, index }, i) => {
    const share = Math.floor(budget / (byLength.length - i));
    const text = file.text.slice(0, share);
    budget -= text.length;
    shares.set(index, text);
  });
  return files.map((file, index) => ({ name: file.name, text: shares.get(index) ?? '' }));
}

/** The model's input: instructions and sources, the recent conversation, the question. */
export function buildTurns(input: {
  locale: Locale;
  systemPrompt: string | null;
  sources: Citation[];
  files: { name: string; text: string }[];
  history: { role: 'user' | 'assistant'; content: string }[];
  question: string;
}): ChatTurn[] {
  const sources = input.sources.map((s) => `[${s.index}] ${s.title}\n${s.passage}`).join('\n\n');
  const files = fileShares(input.files)
    .map((f) => (f.text ? `《${f.name}》\n${f.text}` : ''))
    .filter(Boolean)
    .join('\n\n');
  const system = [
    input.systemPrompt?.trim() || DEFAULT_PROMPT[input.locale],
    RULES[input.locale],
    sources ? `${input.locale === 'en' ? 'Sources' : '资料'}:\n${sources}` : input.locale === 'en' ? 'No sources were found.' : '没有找到相关资料。',
    files ? `${input.locale === 'en' ? 'Files attached to this conversation' : '本对话附带的文件'}:\n${files}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return [{ role: 'system', content: system }, ...input.history.slice(-HISTORY_TURNS), { role: 'user', content: input.question }];
}
