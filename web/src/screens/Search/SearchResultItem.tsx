import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { SearchResultItem_result$key } from '../../__generated__/SearchResultItem_result.graphql';
import { RelativeTime } from '../../components/RelativeTime';
import { documentPath } from '../Document/documentPath';
import { Highlighted } from './Highlighted';
import { SOURCE_TYPES } from './sourceTypes';

/**
 * One document found: its title (opens it in the document view, at this passage), where it is
 * from, when it changed, the passage, and which of the query's words it holds (for a query of
 * several) and lacks, struck through; its source and its original a step away. Opening it any of
 * these ways is `onOpen`.
 */
export const SearchResultItem = forwardRef<HTMLAnchorElement, { result: SearchResultItem_result$key; onFocus: () => void; onOpen: (documentId: string) => void }>(
  function SearchResultItem({ result, onFocus, onOpen }, ref) {
    const { t, i18n } = useLingui();
    const data = useFragment(
      graphql`
        fragment SearchResultItem_result on SearchResult {
          title {
            ...Highlighted_segments
          }
          heading
          passage {
            ...Highlighted_segments
          }
          preview {
            ...Highlighted_segments
          }
          document {
            id
            url
            downloadUrl
          }
          sourceType
          author
          updatedAt
          appTitle
          matchedTerms
          missingTerms
        }
      `,
      result,
    );
    const [previewing, setPreviewing] = useState(false);
    const [params] = useSearchParams();
    const { id, url, downloadUrl } = data.document;
    const type = SOURCE_TYPES[data.sourceType];
    const previewId = useId();
    return (
      <Stack as="li" gap={1} py={3} borderBottomWidth="1px" data-testid="search-result">
        <Link
          asChild
          fontSize="lg"
          fontWeight="semibold"
          color="brand.fg"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        >
          <RouterLink ref={ref} to={documentPath(id, params.get('q'))} onFocus={onFocus} onClick={() => onOpen(id)}>
            <Highlighted segments={data.title} />
          </RouterLink>
        </Link>
        <HStack gap={2} fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>{data.appTitle}</Text>
          <Badge size="sm" variant="subtle">
            {type ? i18n._(type) : data.sourceType}
          </Badge>
          <RelativeTime value={data.updatedAt} />
          {data.heading ? <Text>· {data.heading}</Text> : null}
        </HStack>
        <Text fontSize="sm" lineHeight="tall">
          <Highlighted segments={data.passage} />
        </Text>
        <MatchedTerms matched={data.matchedTerms} missing={data.missingTerms} />
        <HStack gap={1} wrap="wrap">
          <Button size="xs" variant="ghost" aria-expanded={previewing} aria-controls={previewId} onClick={() => setPreviewing((v) => !v)}>
            {previewing ? <Trans>Hide preview</Trans> : <Trans>Preview</Trans>}
          </Button>
          {url ? (
            <Button asChild size="xs" variant="ghost">
              <a href={url} target="_blank" rel="noopener noreferrer" onClick={() => onOpen(id)}>
                <Trans>Open at the source</Trans>
              </a>
            </Button>
          ) : downloadUrl ? (
            <Button asChild size="xs" variant="ghost">
              <a href={downloadUrl} target="_blank" rel="noopener noreferrer" onClick={() => onOpen(id)}>
                <Trans>Open original</Trans>
              </a>
            </Button>
          ) : null}
        </HStack>
        {previewing ? (
          <Box id={previewId} role="region" aria-label={t`Preview`} bg="bg.muted" borderRadius="md" p={3} fontSize="sm" whiteSpace="pre-wrap">
            {data.author ? (
              <Text color="fg.muted" mb={2}>
                <Trans>By {data.author}</Trans>
              </Text>
            ) : null}
            <Highlighted segments={data.preview} />
          </Box>
        ) : null}
      </Stack>
    );
  },
);

/** Why a result was found: the query's words it holds and, struck through, those it lacks; nothing for a query of one word it holds. */
function MatchedTerms({ matched, missing }: { matched: readonly string[]; missing: readonly string[] }) {
  const { t } = useLingui();
  if (matched.length + missing.length < 2 && missing.length === 0) return null;
  const separator = t({ comment: 'Between the words of a list, e.g. matched: a · b', message: ' · ' });
  return (
    <HStack gap={3} fontSize="xs" color="fg.muted" wrap="wrap" data-testid="matched-terms">
      {matched.length ? (
        <Text>
          <Trans>Matched: {matched.join(separator)}</Trans>
        </Text>
      ) : null}
      {missing.length ? (
        <Text>
          <Trans>
            Missing: <s>{missing.join(separator)}</s>
          </Trans>
        </Text>
      ) : null}
    </HStack>
  );
}
