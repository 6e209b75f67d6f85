import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import SearchAnalyticsScreenQueryNode, { type SearchAnalyticsScreenQuery } from '../../../__generated__/SearchAnalyticsScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { periodOf, SearchAnalyticsScreen } from './SearchAnalyticsScreen';

export function loader({ request }: LoaderFunctionArgs) {
  const days = periodOf(new URL(request.url).searchParams);
  return loadQuery<SearchAnalyticsScreenQuery>(environment, SearchAnalyticsScreenQueryNode, { days }, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<SearchAnalyticsScreenQuery>(SearchAnalyticsScreenQueryNode, useLoaderData() as PreloadedQuery<SearchAnalyticsScreenQuery>);
  return <SearchAnalyticsScreen data={data} />;
}
