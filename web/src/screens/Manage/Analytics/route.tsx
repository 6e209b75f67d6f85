import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import AnalyticsScreenQueryNode, { type AnalyticsScreenQuery } from '../../../__generated__/AnalyticsScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { AnalyticsScreen } from './AnalyticsScreen';
import { analyticsParams } from './analyticsParams';

export function loader({ request }: LoaderFunctionArgs) {
  return loadQuery<AnalyticsScreenQuery>(environment, AnalyticsScreenQueryNode, analyticsParams(new URL(request.url).searchParams), { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<AnalyticsScreenQuery>(AnalyticsScreenQueryNode, useLoaderData() as PreloadedQuery<AnalyticsScreenQuery>);
  return <AnalyticsScreen data={data} />;
}
