import { Stack, Table, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { ScoreField, ScoreTable_parts$key } from '../../../__generated__/ScoreTable_parts.graphql';

/**
 * A result's score taken apart: what each word adds from the best passage and from the whole
 * document (and where in the passage it is), what words typed together add where they are close,
 * then the lifts (recency, language, defining a code the query names) that make the keyword score
 * the place; how much lacking some of the words lowered it, and whether a question's parts each
 * counted from their own passage; and the passage's similarity to the query when vectors rank too.
 */
export function ScoreTable({ parts }: { parts: ScoreTable_parts$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment ScoreTable_parts on ScoreParts {
        words {
          term
          passage
          document
          fields
        }
        proximity {
          terms
          passage
          document
        }
        wordsHeld
        wordsAsked
        coverage
        clauses
        keyword
        documentChunks
        averageChunks
        recency
        language
        definedCode
        definition
        place
        vectorSimilarity
      }
    `,
    parts,
  );
  const score = (value: number) => i18n.number(value, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const factor = (value: number) => i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const fieldNames: Record<ScoreField, string> = { TITLE: t`title`, HEADING: t`heading`, BODY: t`body` };
  const where = (fields: readonly ScoreField[]) => (fields.length ? fields.map((field) => fieldNames[field] ?? field).join(t`, `) : t`not in this passage`);
  const [keyword, recency, language, place] = [score(data.keyword), factor(data.recency), factor(data.language), score(data.place)];
  const [code, definition] = [data.definedCode, factor(data.definition)];
  const average = i18n.number(data.averageChunks, { maximumFractionDigits: 1 });
  return (
    <Stack gap={2}>
      {data.words.length ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={t`Score parts`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Word</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Where in the passage</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>From the passage</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>From the whole document</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.words.map((word) => (
                <Table.Row key={word.term}>
                  <Table.Cell wordBreak="break-word">{word.term}</Table.Cell>
                  <Table.Cell color={word.fields.length ? undefined : 'fg.muted'}>{where(word.fields)}</Table.Cell>
                  <Table.Cell textAlign="end">{score(word.passage)}</Table.Cell>
                  <Table.Cell textAlign="end">{score(word.document)}</Table.Cell>
                </Table.Row>
              ))}
              {data.proximity.map((pair) => {
                const [first, second] = [pair.terms[0] ?? '', pair.terms[1] ?? ''];
                return (
                  <Table.Row key={pair.terms.join(' ')}>
                    <Table.Cell wordBreak="break-word">{t`“${first}” and “${second}” close together`}</Table.Cell>
                    <Table.Cell color="fg.muted">{t`proximity`}</Table.Cell>
                    <Table.Cell textAlign="end">{score(pair.passage)}</Table.Cell>
                    <Table.Cell textAlign="end">{score(pair.document)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Found by meaning alone: it holds none of the words.</Trans>
        </Text>
      )}
      <Text fontSize="sm" data-testid="score-lifts">
        {code ? (
          <Trans>
            Keyword score {keyword} × recency {recency} × language {language} × definition {definition} = {place}
          </Trans>
        ) : (
          <Trans>
            Keyword score {keyword} × recency {recency} × language {language} = {place}
          </Trans>
        )}
      </Text>
      {code ? (
        <Text fontSize="sm" color="fg.muted" data-testid="score-definition">
          <Trans>A section headed “{code}” defines a code the query names: × {definition}.</Trans>
        </Text>
      ) : null}
      <PartialMatch held={data.words.length ? data.wordsHeld : null} asked={data.wordsAsked} coverage={factor(data.coverage)} clauses={data.clauses} />
      <Text fontSize="sm" color="fg.muted">
        {plural(data.documentChunks, {
          one: `Length: # passage (the workspace averages ${average}); a longer document needs more of a word for the same part from the whole.`,
          other: `Length: # passages (the workspace averages ${average}); a longer document needs more of a word for the same part from the whole.`,
        })}
      </Text>
      {data.vectorSimilarity != null ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Similarity of the passage to the query: {factor(data.vectorSimilarity)}</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * What lacking some of the query's words cost a result (`held` null: it was found by meaning
 * alone), and that a question of several parts counted each part from its own passage.
 */
function PartialMatch({ held, asked, coverage, clauses }: { held: number | null; asked: number; coverage: string; clauses: number }) {
  return (
    <>
      {held !== null && held < asked ? (
        <Text fontSize="sm" color="fg.muted" data-testid="score-coverage">
          {plural(asked, {
            one: `Holds ${held} of # word: each part counts × ${coverage}.`,
            other: `Holds ${held} of # words: each part counts × ${coverage}.`,
          })}
        </Text>
      ) : null}
      {clauses > 1 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="score-clauses">
          {plural(clauses, {
            one: `A question in # part: each part’s words count from that part’s best passage.`,
            other: `A question in # parts: each part’s words count from that part’s best passage.`,
          })}
        </Text>
      ) : null}
    </>
  );
}
