import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import SharedConversationScreenQueryNode, { type SharedConversationScreenQuery } from '../../__generated__/SharedConversationScreenQuery.graphql';
import { environment } from '../../relay/environment';
import { SharedConversationScreen } from './SharedConversationScreen';

/** `/conversation/:id`: a conversation a member shared with the workspace, read-only. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<SharedConversationScreenQuery>(environment, SharedConversationScreenQueryNode, { id: params.id ?? '' }, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<SharedConversationScreenQuery>(SharedConversationScreenQueryNode, useLoaderData() as PreloadedQuery<SharedConversationScreenQuery>);
  return <SharedConversationScreen data={data} />;
}
