import { SimpleGrid, Stat } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ConversationTotals_analytics$key } from '../../../../__generated__/ConversationTotals_analytics.graphql';

function Figure({ label, value, testId }: { label: ReactNode; value: string; testId: string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p={4}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={testId}>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

/** The period's questions, members who asked, the share of answers without a source, and how many answers were voted on and how. */
export function ConversationTotals({ analytics }: { analytics: ConversationTotals_analytics$key }) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment ConversationTotals_analytics on ConversationAnalytics {
        questions
        activeMembers
        answers
        answersWithoutCitation
        upVotes
        downVotes
      }
    `,
    analytics,
  );
  const share = (part: number) => i18n.number(data.answers ? part / data.answers : 0, { style: 'percent', maximumFractionDigits: 0 });
  const votes = data.upVotes + data.downVotes;
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap={4}>
      <Figure label={<Trans>Questions</Trans>} value={i18n.number(data.questions)} testId="question-count" />
      <Figure label={<Trans>Active members</Trans>} value={i18n.number(data.activeMembers)} testId="active-member-count" />
      <Figure label={<Trans>Answers without a source</Trans>} value={share(data.answersWithoutCitation)} testId="uncited-share" />
      <Figure label={<Trans>Feedback rate</Trans>} value={share(votes)} testId="feedback-share" />
      <Figure label={<Trans>Helpful</Trans>} value={i18n.number(data.upVotes)} testId="up-votes" />
      <Figure label={<Trans>Not helpful</Trans>} value={i18n.number(data.downVotes)} testId="down-votes" />
    </SimpleGrid>
  );
}
