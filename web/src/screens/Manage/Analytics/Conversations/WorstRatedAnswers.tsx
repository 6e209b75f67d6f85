import { Badge, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { WorstRatedAnswers_answers$key } from '../../../../__generated__/WorstRatedAnswers_answers.graphql';
import { DataTable } from '../../../../components/DataTable';
import { REASON_LABELS, type FeedbackReason } from '../../../../assistant/conversation/answerFeedback';
import { RelativeTime } from '../../../../components/RelativeTime';

/**
 * The answers voted down, latest first: the question (as far as the workspace shows questions),
 * the answer's start, why and what the asker said, who asked (where the workspace names askers),
 * and the sources it cited that the admin may read.
 */
export function WorstRatedAnswers({ answers, askers }: { answers: WorstRatedAnswers_answers$key; askers: string }) {
  const { t, i18n } = useLingui();
  const rows = useFragment(
    graphql`
      fragment WorstRatedAnswers_answers on RatedAnswer @relay(plural: true) {
        question
        answer
        reasons
        comment
        votedAt
        askerName
        byVisitor
        agent {
          name
        }
        sources {
          id
          title
        }
        hiddenSources
      }
    `,
    answers,
  );
  const title = t`Answers voted down`;
  return (
    <Stack gap={2}>
      <Text as="h3" fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      <DataTable
        label={title}
        columns={[
          { title: askers === 'HIDDEN' ? t`Answer` : t`Question and answer` },
          { title: t`Feedback` },
          { title: t`Sources` },
          { title: t`Asked by` },
        ]}
        empty={rows.length === 0 ? <Trans>None in this period.</Trans> : null}
      >
        {rows.map((row, i) => (
          // An answer is voted on once: its time and place in the list tell the rows apart.
          <Table.Row key={`${row.votedAt}-${i}`}>
            <Table.Cell maxW="md" wordBreak="break-word">
              {row.question === null ? null : <Text fontWeight="medium">{row.question}</Text>}
              <Text color="fg.muted" fontSize="xs" lineClamp={3}>
                {row.answer ?? t`The answer cites documents you may not read.`}
              </Text>
              {row.agent ? <Text fontSize="xs">{t`Agent: ${row.agent.name}`}</Text> : null}
            </Table.Cell>
            <Table.Cell maxW="xs" wordBreak="break-word">
              <HStack gap={1} wrap="wrap">
                {row.reasons.map((reason) => (
                  <Badge key={reason} colorPalette="red" variant="subtle">
                    {i18n._(REASON_LABELS[reason.toLowerCase() as FeedbackReason])}
                  </Badge>
                ))}
              </HStack>
              {row.comment ? <Text fontSize="sm">{row.comment}</Text> : null}
              <Text fontSize="xs" color="fg.muted">
                <RelativeTime value={row.votedAt} />
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Stack gap={0.5}>
                {row.sources.map((source) => (
                  <Link key={source.id} asChild colorPalette="brand" fontSize="sm">
                    <RouterLink to={`/document/${encodeURIComponent(source.id)}`}>{source.title}</RouterLink>
                  </Link>
                ))}
                {row.hiddenSources > 0 ? <Text fontSize="xs" color="fg.muted">{t`${row.hiddenSources} you may not read`}</Text> : null}
              </Stack>
            </Table.Cell>
            <Table.Cell>{row.byVisitor ? t`A visitor` : (row.askerName ?? t`A member`)}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}
