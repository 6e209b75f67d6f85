import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { QueryTable_queries$key } from '../../../__generated__/QueryTable_queries.graphql';
import { RelativeTime } from '../../../components/RelativeTime';

/** A list of searched queries: how often each was searched, how often a result was opened, and when last. */
export function QueryTable({ queries, title, hint, synonymLink = false }: { queries: QueryTable_queries$key; title: string; hint?: string; synonymLink?: boolean }) {
  const { t, i18n } = useLingui();
  const rows = useFragment(
    graphql`
      fragment QueryTable_queries on SearchedQuery @relay(plural: true) {
        query
        searches
        opened
        lastSearchedAt
      }
    `,
    queries,
  );
  return (
    <Stack gap={2}>
      <Stack gap={0}>
        <Text as="h3" fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
        {hint ? (
          <Text color="fg.muted" fontSize="sm">
            {hint}
          </Text>
        ) : null}
      </Stack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Query</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Searches</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Opened</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Last searched</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.query}>
                <Table.Cell wordBreak="break-word">
                  {synonymLink ? (
                    <Link asChild colorPalette="brand" aria-label={t`Add synonyms for “${row.query}”`}>
                      <RouterLink to={`/manage/settings/synonyms?term=${encodeURIComponent(row.query)}`}>{row.query}</RouterLink>
                    </Link>
                  ) : (
                    row.query
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{i18n.number(row.searches)}</Table.Cell>
                <Table.Cell textAlign="end">{i18n.number(row.opened)}</Table.Cell>
                <Table.Cell>
                  <RelativeTime value={row.lastSearchedAt} />
                </Table.Cell>
              </Table.Row>
            ))}
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4}>
                  <Text color="fg.muted" textAlign="center" py={4}>
                    <Trans>None in this period.</Trans>
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
