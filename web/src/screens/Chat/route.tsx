import { Suspense, useEffect } from 'react';
import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import ChatScreenQueryNode, { type ChatScreenQuery } from '../../__generated__/ChatScreenQuery.graphql';
import { startSignIn } from '../../api/request';
import { historyToRead } from '../../assistant/conversation/loadedCounts';
import { environment } from '../../relay/environment';
import { ChatScreen } from './ChatScreen';
import { PageLoading } from '../../components/PageLoading';

/** `/chat?c=<conversation id>`: the chat page, outside the signed-in frame (the router checks sign-in). */
export function loader({ request }: LoaderFunctionArgs) {
  const conversationId = new URL(request.url).searchParams.get('c');
  return loadQuery<ChatScreenQuery>(
    environment,
    ChatScreenQueryNode,
    // The history as long as it is shown, so that opening a conversation keeps the ones loaded.
    { conversationId: conversationId ?? '', hasConversation: Boolean(conversationId), historyCount: historyToRead() },
    { fetchPolicy: 'store-and-network' },
  );
}

function ChatRoute() {
  const data = usePreloadedQuery<ChatScreenQuery>(ChatScreenQueryNode, useLoaderData() as PreloadedQuery<ChatScreenQuery>);
  const conversationId = useSearchParams()[0].get('c');
  if (!data.viewer) return <StartSignIn />;
  if (!data.viewer.currentWorkspace) return <Navigate to="/noWorkspace" replace />;
  return <ChatScreen data={data} conversationId={conversationId} />;
}

/** A session that ended meanwhile: sign in again and come back here. */
function StartSignIn() {
  useEffect(() => void startSignIn(), []);
  return <PageLoading />;
}

export function Component() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ChatRoute />
    </Suspense>
  );
}
