import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import AgentEditorScreenQueryNode, { type AgentEditorScreenQuery } from '../../../__generated__/AgentEditorScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import type { AgentSection } from '../section';
import { AgentEditorScreen } from './AgentEditorScreen';

const load = (section: AgentSection, { params }: LoaderFunctionArgs) =>
  loadQuery<AgentEditorScreenQuery>(
    environment,
    AgentEditorScreenQueryNode,
    { id: params.id ?? '', editing: params.id !== undefined, manage: section === 'manage' },
    { fetchPolicy: 'store-and-network' },
  );

function AgentEditorRoute({ section }: { section: AgentSection }) {
  const preloaded = useLoaderData() as PreloadedQuery<AgentEditorScreenQuery>;
  const data = usePreloadedQuery<AgentEditorScreenQuery>(AgentEditorScreenQueryNode, preloaded);
  return <AgentEditorScreen data={data} editing={preloaded.variables.editing} section={section} />;
}

/** `/manage/agent/create` and `/manage/agent/edit/:id`: a workspace agent. */
export const manageAgentEditor = {
  loader: (args: LoaderFunctionArgs) => load('manage', args),
  Component: function ManageAgentEditor() {
    return <AgentEditorRoute section="manage" />;
  },
};

/** `/personal/agent/create` and `/personal/agent/edit/:id`: one's own agent. */
export const personalAgentEditor = {
  loader: (args: LoaderFunctionArgs) => load('personal', args),
  Component: function PersonalAgentEditor() {
    return <AgentEditorRoute section="personal" />;
  },
};
