import { Center } from '@chakra-ui/react';
import { Suspense } from 'react';
import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import PublicDocumentScreenQueryNode, { type PublicDocumentScreenQuery } from '../../../__generated__/PublicDocumentScreenQuery.graphql';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { environment } from '../../../relay/environment';
import { ErrorPage } from '../../ErrorPages/ErrorPage';
import { PublicDocumentScreen } from './PublicDocumentScreen';

/** `/public/document/:token`: public, no sign-in needed; `q` marks a search's words, as for members. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  return loadQuery<PublicDocumentScreenQuery>(
    environment,
    PublicDocumentScreenQueryNode,
    { token: params.token ?? '', query, hasQuery: query !== '' },
    { fetchPolicy: 'network-only' },
  );
}

function PublicDocumentRoute() {
  const data = usePreloadedQuery<PublicDocumentScreenQuery>(PublicDocumentScreenQueryNode, useLoaderData() as PreloadedQuery<PublicDocumentScreenQuery>);
  return <PublicDocumentScreen data={data} />;
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
      <PublicDocumentRoute />
    </Suspense>
  );
}

/** The document could not be loaded at all (network, server). */
export function ErrorBoundary() {
  return <ErrorPage status={500} />;
}
