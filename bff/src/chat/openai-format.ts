import { documentPageUrl } from '../apps/public-documents.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { ExpectedError, ValidationError, type FieldProblem } from '../request/errors.ts';
import { translate, type Locale, type MessageKey } from '../i18n/messages.ts';
import type { Citation } from './tables.ts';

/**
 * OpenAI's chat-completions shapes, as its clients read them (README, "OpenAI-compatible chat"):
 * the request's fields this product takes, the completion and its chunks, and errors as
 * `{ error: { message, type, param, code } }`. What OpenAI has no field for (the sources of an
 * answer) travels in `citations`, beside `choices`.
 */

/** The model id of the general assistant: an answer from everything the maker may read, without an agent. */
export const GENERAL_MODEL = 'zhiwen';

/** The `model` an answer names: the general assistant's id, or the agent's global ID. */
export const modelIdOf = (agentId: string | null) => (agentId ? encodeGlobalID('Agent', agentId) : GENERAL_MODEL);

export type Turn = { role: 'user' | 'assistant'; content: string };

const Content = z.union([z.string(), z.null(), z.array(z.looseObject({ type: z.string(), text: z.string().optional() }))]);
const Message = z.looseObject({ role: z.string(), content: Content.optional() });
const CompletionBody = z.looseObject({
  model: z.string().trim().min(1).max(200),
  messages: z.array(Message).min(1).max(1000),
  stream: z.boolean().nullish(),
  stream_options: z.looseObject({ include_usage: z.boolean().nullish() }).nullish(),
});

const PROBLEMS: Record<string, MessageKey> = { model: 'openaiModelRequired', messages: 'openaiMessagesInvalid' };

/** Text parts of a message's content, joined (images and other parts are not read). */
const textOf = (content: z.infer<typeof Content> | undefined) =>
  typeof content === 'string' ? content : (content ?? []).flatMap((part) => (part.type === 'text' && part.text ? [part.text] : [])).join('\n');

/**
 * A chat-completions request as this product asks it: the last user message is the question, the
 * user and assistant messages before it the conversation so far (system, developer and tool
 * messages are not taken: the agent's own instructions apply).
 */
export function readCompletionRequest(body: unknown) {
  const parsed = CompletionBody.safeParse(body ?? {});
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => (issue.path.length ? String(issue.path[0]) : 'body')));
    const problems: FieldProblem[] = [...fields].map((field) => ({
      field,
      key: PROBLEMS[field] ?? (field === 'body' ? 'bodyNotObject' : 'invalidInput'),
    }));
    throw new ValidationError(problems);
  }
  const { model, messages, stream, stream_options } = parsed.data;
  const last = messages.findLastIndex((m) => m.role === 'user' && textOf(m.content).trim());
  if (last < 0) throw new ValidationError([{ field: 'messages', key: 'openaiMessagesInvalid' }]);
  const history = messages
    .slice(0, last)
    .flatMap((m): Turn[] => (m.role === 'user' || m.role === 'assistant') && textOf(m.content).trim() ? [{ role: m.role, content: textOf(m.content) }] : []);
  return { model, question: textOf(messages[last]!.content), history, stream: stream === true, includeUsage: stream_options?.include_usage === true };
}

// Characters of scripts written without spaces count a token each; other text a token per four characters.
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** Tokens, approximately (the product does not run the model's tokenizer, and may have no model). */
export function approximateTokens(text: string): number {
  const wide = text.match(WIDE)?.length ?? 0;
  const rest = text.replace(WIDE, '').replace(/\s+/g, ' ').trim().length;
  return wide + Math.ceil(rest / 4);
}

export const usageOf = (promptTokens: number, completionTokens: number) => ({
  prompt_tokens: promptTokens,
  completion_tokens: completionTokens,
  total_tokens: promptTokens + completionTokens,
});

/** An answer's sources: the source's address, else the document's page in the product (an uploaded file has no other). */
export function citationsOf(citations: readonly Citation[], publicUrl: string) {
  return citations.map((c) => {
    const documentId = encodeGlobalID('Document', c.documentId);
    return { index: c.index, title: c.title, url: c.url ?? documentPageUrl(publicUrl, c.documentId), document_id: documentId, passage: c.passage };
  });
}

export type CompletionHead = { id: string; created: number; model: string };

export function completionBody(head: CompletionHead, content: string, citations: ReturnType<typeof citationsOf>, usage: ReturnType<typeof usageOf>) {
  return {
    ...head,
    object: 'chat.completion' as const,
    system_fingerprint: null,
    choices: [{ index: 0, message: { role: 'assistant' as const, content, refusal: null }, logprobs: null, finish_reason: 'stop' as const }],
    usage,
    citations,
  };
}

export function chunkBody(head: CompletionHead, delta: { role?: 'assistant'; content?: string }, finishReason: 'stop' | null, extra: Record<string, unknown> = {}) {
  return {
    ...head,
    object: 'chat.completion.chunk' as const,
    system_fingerprint: null,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...extra,
  };
}

/** An answer that failed after it was asked (the model is down, timed out…): the chat is given back when nothing was written. */
export class AnswerFailedError extends ExpectedError {
  override readonly status = 502;
}

type Refusal = { status: number; type: string; code: string | null; key: MessageKey; param: string | null };

/** How OpenAI's clients are told of a refusal: its status, and the type and code they branch on. */
export function refusalOf(error: ExpectedError): Refusal {
  // The question is the service's `text`: the request's `messages`.
  const field = error instanceof ValidationError ? (error.problems[0]?.field ?? null) : null;
  const param = field === 'text' ? 'messages' : field;
  if (error.key === 'chatQuotaExhausted') return { status: 429, type: 'insufficient_quota', code: 'insufficient_quota', key: 'openaiQuotaExhausted', param };
  if (error.key === 'agentNotFound') return { status: 404, type: 'invalid_request_error', code: 'model_not_found', key: 'openaiModelNotFound', param: 'model' };
  if (error instanceof AnswerFailedError) return { status: 502, type: 'server_error', code: 'answer_failed', key: error.key, param };
  const byStatus: Record<number, [string, string | null]> = {
    400: ['invalid_request_error', error instanceof ValidationError ? 'invalid_value' : null],
    401: ['authentication_error', 'invalid_api_key'],
    403: ['permission_error', error.key === 'tokenScopeMissing' ? 'insufficient_scope' : error.key === 'chatDisabled' ? 'chat_disabled' : 'forbidden'],
    404: ['invalid_request_error', 'not_found'],
    413: ['invalid_request_error', 'request_too_large'],
    429: ['rate_limit_error', 'rate_limit_exceeded'],
  };
  const [type, code] = byStatus[error.status] ?? ['invalid_request_error', null];
  return { status: error.status, type, code, key: error.key, param };
}

export function errorBody(refusal: Pick<Refusal, 'type' | 'code' | 'key' | 'param'>, locale: Locale) {
  return { error: { message: translate(locale, refusal.key), type: refusal.type, param: refusal.param, code: refusal.code } };
}
