import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { TopQuestions_questions$key } from '../../../../__generated__/TopQuestions_questions.graphql';
import { RelativeTime } from '../../../../components/RelativeTime';

/** The questions asked most in the period (each spelling in any case counted as one), nobody named. */
export function TopQuestions({ questions }: { questions: TopQuestions_questions$key }) {
  const { t, i18n } = useLingui();
  const rows = useFragment(
    graphql`
      fragment TopQuestions_questions on AskedQuestion @relay(plural: true) {
        question
        times
        lastAskedAt
      }
    `,
    questions,
  );
  const title = t`Top questions`;
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
                <Trans>Question</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Times asked</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Last asked</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.question}>
                <Table.Cell wordBreak="break-word">{row.question}</Table.Cell>
                <Table.Cell textAlign="end">{i18n.number(row.times)}</Table.Cell>
                <Table.Cell>
                  <RelativeTime value={row.lastAskedAt} />
                </Table.Cell>
              </Table.Row>
            ))}
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={3}>
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
