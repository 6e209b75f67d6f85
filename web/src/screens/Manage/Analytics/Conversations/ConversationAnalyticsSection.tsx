import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ConversationAnalyticsSection_workspace$key } from '../../../../__generated__/ConversationAnalyticsSection_workspace.graphql';
import { AgentUsageTable } from './AgentUsageTable';
import { AnalyticsAskersSetting } from './AnalyticsAskersSetting';
import { AppUsageTable } from './AppUsageTable';
import { ConversationCharts } from './ConversationCharts';
import { ConversationCsvButton } from './ConversationCsvButton';
import { ConversationTotals } from './ConversationTotals';
import { TopQuestions } from './TopQuestions';
import { WorstRatedAnswers } from './WorstRatedAnswers';

/**
 * What the workspace's people asked in the period and how the answers fared: totals, each day,
 * the answers voted down, the questions asked most, each agent's and each app's share.
 */
export function ConversationAnalyticsSection({ workspace }: { workspace: ConversationAnalyticsSection_workspace$key }) {
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment ConversationAnalyticsSection_workspace on Workspace
      @argumentDefinitions(days: { type: "Int!" }, agentId: { type: "ID" }, general: { type: "Boolean" }, roleId: { type: "ID" }) {
        ...AnalyticsAskersSetting_workspace
        conversationAnalytics(days: $days, agentId: $agentId, generalAssistant: $general, roleId: $roleId) {
          askers
          ...ConversationTotals_analytics
          ...ConversationCharts_analytics
          ...ConversationCsvButton_analytics
          worstRatedAnswers {
            ...WorstRatedAnswers_answers
          }
          topQuestions {
            ...TopQuestions_questions
          }
          agents {
            ...AgentUsageTable_usage
          }
          apps {
            ...AppUsageTable_usage
          }
        }
      }
    `,
    workspace,
  );
  const analytics = data.conversationAnalytics;
  return (
    <Stack as="section" aria-labelledby={headingId} gap={6}>
      <HStack justify="space-between" align="end" gap={4} wrap="wrap">
        <Stack gap={1} maxW="3xl">
          <Heading as="h2" size="lg" id={headingId}>
            <Trans>Conversation analytics</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Questions asked in the web app, the side panel, public chat links and the API, and what people thought of the answers.</Trans>
          </Text>
        </Stack>
        <ConversationCsvButton analytics={analytics} />
      </HStack>
      <ConversationTotals analytics={analytics} />
      <ConversationCharts analytics={analytics} />
      <WorstRatedAnswers answers={analytics.worstRatedAnswers} askers={analytics.askers} />
      {analytics.askers === 'HIDDEN' ? null : <TopQuestions questions={analytics.topQuestions} />}
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
        <AgentUsageTable usage={analytics.agents} />
        <AppUsageTable usage={analytics.apps} />
      </SimpleGrid>
      <AnalyticsAskersSetting workspace={data} />
    </Stack>
  );
}
