import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AgentUsageTable_usage$key } from '../../../../__generated__/AgentUsageTable_usage.graphql';

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
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Agent</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Questions</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Without a source</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Helpful</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Not helpful</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, i) => (
              <Table.Row key={row.agent?.id ?? (row.generalAssistant ? 'general' : `personal-${i}`)}>
                <Table.Cell>{row.agent?.name ?? (row.generalAssistant ? t`General assistant` : t`A member’s own agent`)}</Table.Cell>
                <Table.Cell textAlign="end">{i18n.number(row.questions)}</Table.Cell>
                <Table.Cell textAlign="end">{i18n.number(row.answersWithoutCitation)}</Table.Cell>
                <Table.Cell textAlign="end">{i18n.number(row.upVotes)}</Table.Cell>
                <Table.Cell textAlign="end">{i18n.number(row.downVotes)}</Table.Cell>
              </Table.Row>
            ))}
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5}>
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
