import { SimpleGrid } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { ConversationCharts_analytics$key } from '../../../../__generated__/ConversationCharts_analytics.graphql';
import { DailyChart } from '../../../../components/DailyChart';

/** Questions and members who asked, each day of the period; a sentence for each says it to screen readers. */
export function ConversationCharts({ analytics }: { analytics: ConversationCharts_analytics$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ConversationCharts_analytics on ConversationAnalytics {
        daily {
          date
          questions
          activeMembers
        }
      }
    `,
    analytics,
  );
  const days = data.daily.length;
  const busiest = data.daily.reduce((top, day) => (day.questions > top.questions ? day : top), data.daily[0] ?? { date: '', questions: 0, activeMembers: 0 });
  const asked = data.daily.reduce((sum, day) => sum + day.questions, 0);
  const busiestDay = busiest.date;
  const questionsSummary = plural(asked, {
    one: `# question in the last ${days} days; the busiest day ${busiestDay}`,
    other: `# questions in the last ${days} days; the busiest day ${busiestDay}`,
  });
  const mostMembers = Math.max(0, ...data.daily.map((day) => day.activeMembers));
  const membersSummary = plural(mostMembers, { one: `At most # member asked on one day`, other: `At most # members asked on one day` });
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
      <DailyChart title={t`Questions per day`} points={data.daily.map((day) => ({ day: day.date, value: day.questions }))} summary={questionsSummary} testId="questions-chart" />
      <DailyChart
        title={t`Active members per day`}
        points={data.daily.map((day) => ({ day: day.date, value: day.activeMembers }))}
        summary={membersSummary}
        testId="members-chart"
      />
    </SimpleGrid>
  );
}
