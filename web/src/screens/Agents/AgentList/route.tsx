import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import AgentListScreenQueryNode, { type AgentListScreenQuery } from '../../../__generated__/AgentListScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import type { AgentSection } from '../section';
import { AgentListScreen } from './AgentListScreen';

const load = (section: AgentSection) =>
  loadQuery<AgentListScreenQuery>(environment, AgentListScreenQueryNode, { manage: section === 'manage' }, { fetchPolicy: 'store-and-network' });

function AgentListRoute({ section }: { section: AgentSection }) {
  const data = usePreloadedQuery<AgentListScreenQuery>(AgentListScreenQueryNode, useLoaderData() as PreloadedQuery<AgentListScreenQuery>);
  return <AgentListScreen data={data} section={section} />;
}

/** `/manage/agent/installed`: the workspace's agents. */
export const manageAgentList = {
  loader: () => load('manage'),
  Component: function ManageAgentList() {
    return <AgentListRoute section="manage" />;
  },
};

/** `/personal/agent`: the member's own agents. */
export const personalAgentList = {
  loader: () => load('personal'),
  Component: function PersonalAgentList() {
    return <AgentListRoute section="personal" />;
  },
};
