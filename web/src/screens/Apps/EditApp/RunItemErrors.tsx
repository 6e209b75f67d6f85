import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { RunItemErrorsQuery } from '../../../__generated__/RunItemErrorsQuery.graphql';

const SHOWN = 50;

/**
 * The items a run could not take in: where each is, and why. Loaded when opened (see RunItem), as
 * a run's list is long for a site with many broken pages.
 */
export function RunItemErrors({ errors: loaded }: { errors: PreloadedQuery<RunItemErrorsQuery> }) {
  const data = usePreloadedQuery<RunItemErrorsQuery>(
    graphql`
      query RunItemErrorsQuery($id: ID!) {
        node(id: $id) {
          ... on SyncRun {
            itemErrors(first: 50) {
              totalCount
              edges {
                node {
                  externalId
                  title
                  message
                  detail
                }
              }
            }
          }
        }
      }
    `,
    loaded,
  );
  const { t } = useLingui();
  const errors = data.node?.itemErrors;
  if (!errors) return null;
  const more = errors.totalCount - Math.min(SHOWN, errors.edges.length);
  return (
    <>
      <Stack as="ul" gap={2} mt={2} ps={4} listStyleType="disc" data-testid="run-item-errors">
        {errors.edges.map(({ node }, index) => (
          <Box as="li" key={`${node.externalId}-${index}`} fontSize="sm">
            <Text fontWeight="medium" wordBreak="break-all">
              {node.title || node.externalId}
            </Text>
            {node.title && node.title !== node.externalId ? (
              <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                {node.externalId}
              </Text>
            ) : null}
            <Text color="fg.error">{node.message}</Text>
            {node.detail ? (
              <Text fontSize="xs" color="fg.muted" fontFamily="mono" whiteSpace="pre-wrap" wordBreak="break-all">
                {node.detail}
              </Text>
            ) : null}
          </Box>
        ))}
      </Stack>
      {more > 0 ? (
        <Text fontSize="xs" color="fg.muted" mt={2}>
          {t`and ${more} more`}
        </Text>
      ) : null}
    </>
  );
}
