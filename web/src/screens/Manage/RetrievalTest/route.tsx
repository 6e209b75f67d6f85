import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import RetrievalTestScreenQueryNode, { type RetrievalTestScreenQuery } from '../../../__generated__/RetrievalTestScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { RetrievalTestScreen, testOf } from './RetrievalTestScreen';

export function loader({ request }: LoaderFunctionArgs) {
  const { query, memberId } = testOf(new URL(request.url).searchParams);
  return loadQuery<RetrievalTestScreenQuery>(environment, RetrievalTestScreenQueryNode, { query, memberId, run: query !== '' }, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<RetrievalTestScreenQuery>(RetrievalTestScreenQueryNode, useLoaderData() as PreloadedQuery<RetrievalTestScreenQuery>);
  return <RetrievalTestScreen data={data} />;
}
