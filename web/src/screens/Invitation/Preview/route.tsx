import { Center } from '@chakra-ui/react';
import { Suspense } from 'react';
import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import InvitationScreenQueryNode, { type InvitationScreenQuery } from '../../../__generated__/InvitationScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { InvitationFailed, InvitationScreen } from './InvitationScreen';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

/** `/invitation/:code`: public, no sign-in needed. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<InvitationScreenQuery>(environment, InvitationScreenQueryNode, { code: params.code ?? '' }, { fetchPolicy: 'network-only' });
}

function InvitationRoute() {
  const data = usePreloadedQuery<InvitationScreenQuery>(InvitationScreenQueryNode, useLoaderData() as PreloadedQuery<InvitationScreenQuery>);
  return <InvitationScreen data={data} code={useParams().code ?? ''} />;
}

export function Component() {
  // Outside the signed-in frame, so this page waits for its data itself.
  return (
    <Suspense
      fallback={
        <Center minH="100vh">
          <LoadingSpinner />
        </Center>
      }
    >
      <InvitationRoute />
    </Suspense>
  );
}

/** The details could not be loaded at all (network, server). */
export const ErrorBoundary = InvitationFailed;
