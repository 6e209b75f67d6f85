import { Heading, Text } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { piecesOf, type Match } from './matchMarks';

/** A block of the text: a heading (1–6, as `#` marks it) or a paragraph, and where its words start. */
type Block = { level: number; text: string; offset: number };

// A `#` line longer than any title is text that starts with a hash mark (as search chunks it).
const HEADING = /^(#{1,6})[ \t]+(?=\S)/;
const MAX_HEADING = 300;

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  const parting = /\n{2,}/g;
  let start = 0;
  for (;;) {
    const found = parting.exec(text);
    const end = found ? found.index : text.length;
    const block = text.slice(start, end);
    const heading = HEADING.exec(block);
    if (heading && !block.includes('\n') && block.length - heading[0].length <= MAX_HEADING) {
      blocks.push({ level: heading[1]!.length, text: block.slice(heading[0].length), offset: start + heading[0].length });
    } else if (block.trim()) {
      blocks.push({ level: 0, text: block, offset: start });
    }
    if (!found) return blocks;
    start = found.index + found[0].length;
  }
}

/**
 * The text taken from a document (a web page's or a Word file's structure, a PDF's text) as
 * headings and paragraphs, matches marked. Only text: none of the source's own markup.
 */
export function TextBody({ text, matches }: { text: string; matches: readonly Match[] }) {
  const blocks = useMemo(() => blocksOf(text), [text]);
  return (
    <>
      {blocks.map((block) => {
        const content = piecesOf(block.text, block.offset, matches).map((piece, i) =>
          piece.match === null ? (
            <Fragment key={i}>{piece.text}</Fragment>
          ) : (
            <mark key={i} data-match={piece.match}>
              {piece.text}
            </mark>
          ),
        );
        // The page's title is its one h1: the document's headings sit under it.
        return block.level ? (
          <Heading key={block.offset} as={`h${Math.min(6, block.level + 1)}` as 'h2'}>
            {content}
          </Heading>
        ) : (
          <Text key={block.offset} whiteSpace="pre-wrap">
            {content}
          </Text>
        );
      })}
    </>
  );
}
