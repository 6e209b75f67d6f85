import { Center } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { ErrorPage } from '../ErrorPages/ErrorPage';
import type { SharedAgent } from './publicChat';
import { LinkUnavailable } from './LinkUnavailable';
import { PublicChatScreen } from './PublicChatScreen';

/**
 * `/embed/chat/:key`: the public chat as the chat bubble of another site frames it (`/embed.js`),
 * only on the pages of the sites its managers listed (the server's `frame-ancestors`).
 */
export { loader } from './route';

export function Component() {
  const { key, agent } = useLoaderData() as { key: string; agent: SharedAgent | null };
  if (!agent) return <LinkUnavailable />;
  return (
    <Suspense
      fallback={
        <Center minH="100vh">
          <LoadingSpinner />
        </Center>
      }
    >
      <PublicChatScreen shareKey={key} agent={agent} embedded />
    </Suspense>
  );
}

export function ErrorBoundary() {
  return <ErrorPage status={500} />;
}
