import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AnswerSources_message$key } from '../../__generated__/AnswerSources_message.graphql';
import { citationHref } from './citationHref';

/**
 * The numbered sources under an answer, titles only: each opens its document. The passages are
 * not repeated under the answer (the digest given without a model already quotes them).
 */
export function AnswerSources({ message }: { message: AnswerSources_message$key }) {
  const data = useFragment(
    graphql`
      fragment AnswerSources_message on ChatMessage {
        citations {
          index
          title
          url
          document {
            id
            title
          }
        }
      }
    `,
    message,
  );
  const { t } = useLingui();
  const headingId = useId();
  if (data.citations.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt={2}>
      <Heading as="h3" id={headingId} fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" mb={1}>
        <Trans>Sources</Trans>
      </Heading>
      <List.Root as="ol" listStyleType="none" gap={1.5}>
        {data.citations.map((citation) => {
          const href = citationHref(citation.document?.id, citation.url);
          const title = citation.document?.title || citation.title || t`Untitled document`;
          return (
            <List.Item key={citation.index} display="block" fontSize="sm">
              <Text as="span" color="fg.muted" me={1.5}>
                [{citation.index}]
              </Text>
              {href ? (
                <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium">
                  {title}
                </Link>
              ) : (
                <Text as="span" fontWeight="medium">
                  {title}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}
