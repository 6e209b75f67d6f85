import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { TestedResult_result$key } from '../../../__generated__/TestedResult_result.graphql';
import { documentPath } from '../../Document/documentPath';
import { Highlighted } from '../../Search/Highlighted';
import { ScoreTable } from './ScoreTable';

/**
 * One result of a retrieval test: its place, its document (opens at the passage), the passage with
 * the words found marked, its score and the score's parts. A document the admin may not read
 * (the member's own, or protected) shows its place alone.
 */
export function TestedResult({ result, query }: { result: TestedResult_result$key; query: string }) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment TestedResult_result on RetrievalTestResult {
        position
        readable
        documentId
        title {
          ...Highlighted_segments
        }
        heading
        appTitle
        passage {
          ...Highlighted_segments
        }
        score
        parts {
          ...ScoreTable_parts
        }
      }
    `,
    result,
  );
  const place = i18n.number(data.position);
  if (!data.readable || !data.documentId || !data.title || !data.passage || !data.parts) {
    return (
      <Stack as="li" gap={1} p={4} borderWidth="1px" borderRadius="md" borderStyle="dashed" data-testid="tested-result">
        <Text fontWeight="semibold">
          <Trans>#{place} · A document you may not read</Trans>
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <Trans>It is this member’s own, or protected from you. It ranks here in their search.</Trans>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack as="li" gap={3} p={4} borderWidth="1px" borderRadius="md" data-testid="tested-result">
      <Stack gap={1}>
        <HStack gap={2} align="baseline" wrap="wrap">
          <Badge variant="subtle" colorPalette="brand">
            #{place}
          </Badge>
          <Link asChild fontWeight="semibold" fontSize="lg" color="brand.fg">
            <RouterLink to={documentPath(data.documentId, query)}>
              <Highlighted segments={data.title} />
            </RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted" ms="auto">
            <Trans>Score {i18n.number(data.score ?? 0, { maximumFractionDigits: 4 })}</Trans>
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {data.appTitle}
          {data.heading ? ` · ${data.heading}` : ''}
        </Text>
        <Text fontSize="sm" lineHeight="tall">
          <Highlighted segments={data.passage} />
        </Text>
      </Stack>
      <ScoreTable parts={data.parts} />
    </Stack>
  );
}
