import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AppUsageTable_usage$key } from '../../../../__generated__/AppUsageTable_usage.graphql';
import { DataTable } from '../../../../components/DataTable';

/** How often the period's answers cited each app's documents, most cited first (apps the admin may read). */
export function AppUsageTable({ usage }: { usage: AppUsageTable_usage$key }) {
  const { t, i18n } = useLingui();
  const rows = useFragment(
    graphql`
      fragment AppUsageTable_usage on AppUsage @relay(plural: true) {
        app {
          id
          title
        }
        citations
      }
    `,
    usage,
  );
  const title = t`By app`;
  return (
    <Stack gap={2}>
      <Text as="h3" fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      <DataTable
        label={title}
        columns={[{ title: t`App` }, { title: t`Times cited`, end: true }]}
        empty={rows.length === 0 ? <Trans>None in this period.</Trans> : null}
      >
        {rows.map((row) => (
          <Table.Row key={row.app.id}>
            <Table.Cell>{row.app.title}</Table.Cell>
            <Table.Cell textAlign="end">{i18n.number(row.citations)}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}
