import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AppUsageTable_usage$key } from '../../../../__generated__/AppUsageTable_usage.graphql';

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
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>App</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Times cited</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.app.id}>
                <Table.Cell>{row.app.title}</Table.Cell>
                <Table.Cell textAlign="end">{i18n.number(row.citations)}</Table.Cell>
              </Table.Row>
            ))}
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={2}>
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
