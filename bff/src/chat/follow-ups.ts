import type { Locale } from '../i18n/messages.ts';
import { streamCompletion, type ModelConfig } from '../llm/provider.ts';

const MAX = 3;
const QUESTION_CHARS = 100;
/** Suggestions wait this long at most: the answer is written, and they are a convenience. */
const WAIT_MS = 15_000;

const ASK: Record<Locale, string> = {
  'zh-hans': '根据上面的问题和回答，写出用户接下来最可能问的三个简短问题。每行一个问题，不要编号，不要其他内容。',
  en: 'From the question and answer above, write the three short questions the user is most likely to ask next. One question a line, no numbers, nothing else.',
};

/** A line of the model's as a question: its list marks and quotes gone, kept only when short and non-empty. */
function questionOf(line: string): string | null {
  const text = line
    .replace(/^\s*(?:[-*•]|\d+[.)、]|[（(]?\d+[)）])\s*/, '')
    .replace(/^["“「]|["”」]$/g, '')
    .trim();
  return text && [...text].length <= QUESTION_CHARS ? text : null;
}

/**
 * Up to three questions to ask next, written by the answer's model from the question and the
 * answer: one more request, given `WAIT_MS`. Nothing when the model fails or says nothing usable.
 */
export async function suggestFollowUps(model: ModelConfig, input: { locale: Locale; question: string; answer: string }, signal: AbortSignal): Promise<string[]> {
  const turns = [
    { role: 'user' as const, content: input.question },
    { role: 'assistant' as const, content: input.answer },
    { role: 'user' as const, content: ASK[input.locale] },
  ];
  let text = '';
  try {
    for await (const piece of streamCompletion({ ...model, timeoutMs: Math.min(model.timeoutMs ?? WAIT_MS, WAIT_MS) }, turns, AbortSignal.any([signal, AbortSignal.timeout(WAIT_MS)]))) {
      text += piece;
      if (text.length > 2000) break;
    }
  } catch {
    return [];
  }
  const questions = text.split('\n').map(questionOf).filter((q): q is string => q !== null);
  return [...new Set(questions)].filter((q) => q !== input.question.trim()).slice(0, MAX);
}
