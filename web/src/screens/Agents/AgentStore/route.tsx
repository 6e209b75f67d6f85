import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import AgentStoreScreenQueryNode, { type AgentStoreScreenQuery } from '../../../__generated__/AgentStoreScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { AgentStoreScreen } from './AgentStoreScreen';

/** `/manage/agent/store`: the built-in agents (they change only with the server). */
export function loader() {
  return loadQuery<AgentStoreScreenQuery>(environment, AgentStoreScreenQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const data = usePreloadedQuery<AgentStoreScreenQuery>(AgentStoreScreenQueryNode, useLoaderData() as PreloadedQuery<AgentStoreScreenQuery>);
  return <AgentStoreScreen data={data} />;
}
