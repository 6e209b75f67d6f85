import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AgentUsageTable_usage$key } from '../../../../__generated__/AgentUsageTable_usage.graphql';
import { DataTable } from '../../../../components/DataTable';

/** Each agent's questions in the period and how its answers fared, the general assistant's too. */
export function AgentUsageTable({ usage }: { usage: AgentUsageTable_usage$key }) {
  const { t, i18n } = useLingui();
  const rows = useFragment(
    graphql`
      fragment AgentUsageTable_usage on AgentUsage @relay(plural: true) {
        agent {
          id
          name
        }
        generalAssistant
        questions
        answersWithoutCitation
        upVotes
        downVotes
      }
    `,
    usage,
  );
  const title = t`By agent`;
  return (
    <Stack gap={2}>
      <Text as="h3" fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      <DataTable
        label={title}
        columns={[
          { title: t`Agent` },
          { title: t`Questions`, end: true },
          { title: t`Without a source`, end: true },
          { title: t`Helpful`, end: true },
          { title: t`Not helpful`, end: true },
        ]}
        empty={rows.length === 0 ? <Trans>None in this period.</Trans> : null}
      >
        {rows.map((row, i) => (
          <Table.Row key={row.agent?.id ?? (row.generalAssistant ? 'general' : `personal-${i}`)}>
            <Table.Cell>{row.agent?.name ?? (row.generalAssistant ? t`General assistant` : t`A member’s own agent`)}</Table.Cell>
            <Table.Cell textAlign="end">{i18n.number(row.questions)}</Table.Cell>
            <Table.Cell textAlign="end">{i18n.number(row.answersWithoutCitation)}</Table.Cell>
            <Table.Cell textAlign="end">{i18n.number(row.upVotes)}</Table.Cell>
            <Table.Cell textAlign="end">{i18n.number(row.downVotes)}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}
