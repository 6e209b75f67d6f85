import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { ConversationCsvButton_analytics$key } from '../../../../__generated__/ConversationCsvButton_analytics.graphql';
import { conversationCsv } from './conversationCsv';

/** Downloads the period's days as CSV, the figures the charts and totals show (with a BOM, so spreadsheets read the Chinese header). */
export function ConversationCsvButton({ analytics }: { analytics: ConversationCsvButton_analytics$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ConversationCsvButton_analytics on ConversationAnalytics {
        days
        daily {
          date
          questions
          activeMembers
          answers
          answersWithoutCitation
          upVotes
          downVotes
        }
      }
    `,
    analytics,
  );
  const download = () => {
    const header = [t`Date`, t`Questions`, t`Active members`, t`Answers`, t`Answers without a source`, t`Helpful`, t`Not helpful`];
    const days = data.daily.map((d) => ({
      date: d.date,
      questions: d.questions,
      activeMembers: d.activeMembers,
      answers: d.answers,
      answersWithoutCitation: d.answersWithoutCitation,
      upVotes: d.upVotes,
      downVotes: d.downVotes,
    }));
    const blob = new Blob(['\uFEFF', conversationCsv(days, header)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `conversations-${data.daily.at(-1)?.date ?? 'period'}-${data.days}d.csv`;
    link.click();
    // Once the download has taken the address.
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
  return (
    <Button size="sm" variant="outline" onClick={download}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}
