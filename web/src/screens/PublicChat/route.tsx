import { Center } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { ErrorPage } from '../ErrorPages/ErrorPage';
import { loadSharedAgent, type SharedAgent } from './publicChat';
import { LinkUnavailable } from './LinkUnavailable';
import { PublicChatScreen } from './PublicChatScreen';

/** `/chat/share/:key`: public, no sign-in; a chat with the agent the link shares. */
export async function loader({ params }: LoaderFunctionArgs) {
  return { key: params.key ?? '', agent: await loadSharedAgent(params.key ?? '') };
}

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
      <PublicChatScreen shareKey={key} agent={agent} />
    </Suspense>
  );
}

/** The link could not be checked at all (network, server). */
export function ErrorBoundary() {
  return <ErrorPage status={500} />;
}
