import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { TopQuestions_questions$key } from '../../../../__generated__/TopQuestions_questions.graphql';
import { DataTable } from '../../../../components/DataTable';
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
      <DataTable
        label={title}
        columns={[{ title: t`Question` }, { title: t`Times asked`, end: true }, { title: t`Last asked` }]}
        empty={rows.length === 0 ? <Trans>None in this period.</Trans> : null}
      >
        {rows.map((row) => (
          <Table.Row key={row.question}>
            <Table.Cell wordBreak="break-word">{row.question}</Table.Cell>
            <Table.Cell textAlign="end">{i18n.number(row.times)}</Table.Cell>
            <Table.Cell>
              <RelativeTime value={row.lastAskedAt} />
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}
