import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { QueryTable_queries$key } from '../../../__generated__/QueryTable_queries.graphql';
import { DataTable } from '../../../components/DataTable';
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
      <DataTable
        label={title}
        columns={[{ title: t`Query` }, { title: t`Searches`, end: true }, { title: t`Opened`, end: true }, { title: t`Last searched` }]}
        empty={rows.length === 0 ? <Trans>None in this period.</Trans> : null}
      >
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
      </DataTable>
    </Stack>
  );
}
