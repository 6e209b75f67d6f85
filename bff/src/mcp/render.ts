import { translate, type Locale, type MessageKey } from '../i18n/messages.ts';

/**
 * What the tools answer as text (the content every MCP client shows a model), beside the same
 * facts as structured content. Matches and emphasis are Markdown bold, as in answers.
 */

export type FoundDocument = {
  id: string;
  title: string;
  app: string;
  type: string;
  updatedAt: string;
  link: string | null;
  heading: string | null;
  passage: string;
};

export type ReadDocument = {
  id: string;
  title: string;
  app: string | null;
  type: string;
  updatedAt: string;
  link: string | null;
  text: string;
  offset: number;
  totalLength: number;
  nextOffset: number | null;
};

export type AnswerSource = { index: number; id: string; title: string; link: string | null; passage: string };

/** A message with `{name}` placeholders filled in. */
export function say(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}) {
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), translate(locale, key));
}

/** Each line of a passage quoted, so that a passage's own Markdown stays inside its result. */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `   > ${line}`)
    .join('\n');

export function searchText(locale: Locale, results: FoundDocument[], correctedQuery: string | null, offset: number) {
  const lines: string[] = [];
  if (correctedQuery) lines.push(say(locale, 'mcpSearchedInstead', { query: correctedQuery }), '');
  if (results.length === 0) lines.push(translate(locale, 'mcpNothingFound'));
  results.forEach((result, i) => {
    lines.push(`${offset + i + 1}. ${result.title} — ${result.app} · ${result.type} · ${result.updatedAt.slice(0, 10)}`);
    lines.push(`   id: ${result.id}`);
    if (result.link) lines.push(`   link: ${result.link}`);
    if (result.heading) lines.push(`   § ${result.heading}`);
    lines.push(quoted(result.passage), '');
  });
  return lines.join('\n').trimEnd();
}

export function documentText(locale: Locale, document: ReadDocument) {
  const facts = [document.app, document.type, document.updatedAt.slice(0, 10)].filter(Boolean).join(' · ');
  const head = [`# ${document.title}`, `id: ${document.id}`, ...(document.link ? [`link: ${document.link}`] : []), facts].join('\n');
  // Characters counted from 1 for people; the next offset is the last one shown.
  const part = { total: document.totalLength, from: document.offset + 1, to: document.offset + document.text.length };
  const note = document.nextOffset !== null ? say(locale, 'mcpDocumentCut', part) : document.offset > 0 ? say(locale, 'mcpDocumentEnd', part) : null;
  const cut = note ? `\n\n${note}` : '';
  return `${head}\n\n${document.text}${cut}`;
}

export function answerText(locale: Locale, answer: string, sources: AnswerSource[]) {
  if (sources.length === 0) return answer;
  const list = sources.map((source) => `[${source.index}] ${source.title} (id: ${source.id}${source.link ? `, ${source.link}` : ''})\n${quoted(source.passage)}`);
  return `${answer}\n\n${translate(locale, 'mcpSources')}:\n${list.join('\n')}`;
}
