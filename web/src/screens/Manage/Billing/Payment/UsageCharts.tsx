import { plural } from '@lingui/core/macro';
import { Card, SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { UsageCharts_billing$key } from '../../../../__generated__/UsageCharts_billing.graphql';
import { DailyChart } from '../../../../components/DailyChart';

/** How many days the charts look back. */
const DAYS = 30;

/** Chats, documents synced and members added, a day, over the last 30 days; chats against their daily limit. */
export function UsageCharts({ billing }: { billing: UsageCharts_billing$key }) {
  const data = useFragment(
    graphql`
      fragment UsageCharts_billing on Billing {
        limits {
          chatsPerDay
        }
        usageHistory(days: 30) {
          date
          chats
          documents
          members
        }
      }
    `,
    billing,
  );
  const { t, i18n } = useLingui();
  const history = data.usageHistory;
  const series = (pick: (day: (typeof history)[number]) => number) => history.map((day) => ({ day: day.date, value: pick(day) }));
  const chats = series((day) => day.chats);
  const documents = series((day) => day.documents);
  const members = series((day) => day.members);
  // Counts, not formatted text: each summary says them through its plural forms (1 member, 2 members).
  const sum = (points: readonly { value: number }[]) => points.reduce((total, point) => total + point.value, 0);
  const totalChats = sum(chats);
  const peakChats = i18n.number(Math.max(0, ...chats.map((point) => point.value)));
  const chatLimit = i18n.number(data.limits.chatsPerDay);
  const synced = sum(documents);
  const added = sum(members);
  const days = DAYS;
  return (
    <Card.Root as="section" aria-labelledby="billing-history-heading">
      <Card.Header>
        <Card.Title id="billing-history-heading" as="h2">
          {plural(days, { one: 'Usage over the last # day', other: 'Usage over the last # days' })}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={6}>
          <DailyChart
            testId="chart-chats"
            title={t`Chats a day`}
            points={chats}
            limit={data.limits.chatsPerDay}
            summary={plural(totalChats, {
              one: `# chat in all, at most ${peakChats} in a day; the limit is ${chatLimit} a day.`,
              other: `# chats in all, at most ${peakChats} in a day; the limit is ${chatLimit} a day.`,
            })}
          />
          <DailyChart testId="chart-documents" title={t`Documents synced`} points={documents} summary={plural(synced, { one: '# document synced in these days.', other: '# documents synced in these days.' })} />
          <DailyChart testId="chart-members" title={t`Members added`} points={members} summary={plural(added, { one: '# member added in these days.', other: '# members added in these days.' })} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
