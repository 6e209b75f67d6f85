import { translate, type Locale } from '../i18n/messages.ts';
import { parseQuery } from '../search/query-words.ts';
import { bestSentences, escapeMarkdown, markedMarkdown, plainBlocks } from './excerpts.ts';
import type { Citation } from './tables.ts';

/** A source found for the question: its citation, its passage as indexed (light Markdown), its stored file if it is one. */
export type DigestSource = { citation: Citation; text: string; fileSha256: string | null };
export type DigestFile = { name: string; text: string; sha256: string };

/** The sources the digest shows, at most; the sentences each shows and their length. */
const SOURCES = 4;
const FILES = 3;
const SENTENCES = 3;
const SENTENCE_CHARS = 320;
/** How much of the attached files is read for their sentences, shared among them. */
const FILES_CHARS = 40_000;

/**
 * The answer without a model: a short digest of what was found, one entry per source document
 * (a file attached to the conversation that is also an indexed document counts once, as the
 * document), each its title, its citation and the sentences of its passage that hold the
 * question's words, those words in bold; then a note that no model is configured (or that an
 * admin turned it off), with the way on (the model settings for an admin, an admin for anyone else),
 * unless the reader is someone a bot answers (`note`).
 *
 * The citations are the sources shown, numbered as the digest cites them.
 */
export function composeDigest(input: {
  locale: Locale;
  question: string;
  sources: DigestSource[];
  files: DigestFile[];
  partial: boolean;
  admin: boolean;
  /** An admin turned the workspace's model off (rather than none being configured). */
  modelOff: boolean;
  /** Whether the note on the model ends the digest. */
  note: boolean;
}): { citations: Citation[]; text: string } {
  const { locale } = input;
  const marks = parseQuery(input.question).marks;
  const files = new Set<string>();
  const sources: DigestSource[] = [];
  for (const source of input.sources) {
    if (sources.length === SOURCES) break;
    // The same file in two apps is one source.
    if (source.fileSha256 && files.has(source.fileSha256)) continue;
    if (source.fileSha256) files.add(source.fileSha256);
    sources.push(source);
  }
  const citations = sources.map((source, i) => ({ ...source.citation, index: i + 1 }));

  const entries = citations.map((citation, i) =>
    entry(`**${escapeMarkdown(citation.title)}** [${citation.index}]`, bestSentences(plainBlocks(sources[i]!.text), marks, SENTENCES, SENTENCE_CHARS)),
  );
  const unseen = input.files.filter((file) => file.text.trim() && !files.has(file.sha256));
  const share = Math.floor(FILES_CHARS / Math.max(unseen.length, 1));
  const attached = unseen.map((file) => ({ file, excerpt: bestSentences(plainBlocks(file.text.slice(0, share)), marks, SENTENCES, SENTENCE_CHARS) }));
  // The attached files that hold the question's words; without a source, whatever they hold.
  const matching = attached.filter(({ excerpt }) => excerpt.some((paragraph) => paragraph.some((segment) => segment.highlighted)));
  for (const { file, excerpt } of (matching.length || entries.length ? matching : attached).slice(0, FILES)) {
    const label = translate(locale, 'digestAttachedFile');
    entries.push(entry(`**${escapeMarkdown(file.name)}**${locale === 'en' ? ` (${label})` : `（${label}）`}`, excerpt));
  }

  // What was found comes first; that it holds only some of the question's words, after it.
  const parts: string[] = [...(entries.length ? entries : [translate(locale, 'digestNothingFound')])];
  if (input.partial && citations.length) parts.push(translate(locale, 'digestPartial'));
  if (!input.note) return { citations, text: parts.join('\n\n') };
  parts.push('---');
  const [note, way] = input.modelOff
    ? (['digestModelOff', input.admin ? 'digestTurnOnModelAdmin' : 'digestTurnOnModelMember'] as const)
    : (['digestNoModel', input.admin ? 'digestAddModelAdmin' : 'digestAddModelMember'] as const);
  parts.push(`${translate(locale, note)}${locale === 'en' ? ' ' : ''}${translate(locale, way)}`);
  return { citations, text: parts.join('\n\n') };
}

/** An entry: its title line, then its sentences quoted, a paragraph for each run of them. */
function entry(title: string, excerpt: ReturnType<typeof bestSentences>): string {
  if (excerpt.length === 0) return title;
  return `${title}\n\n${excerpt.map((paragraph) => `> ${markedMarkdown(paragraph)}`).join('\n>\n')}`;
}

/** The digest in pieces, as a model's stream arrives. */
export function* digestPieces(text: string): Generator<string> {
  for (const piece of text.match(/[\s\S]{1,24}/gu) ?? []) yield piece;
}
