import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import HomeScreenQueryNode, { type HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import { environment } from '../../relay/environment';
import { HomeScreen } from './HomeScreen';

export function loader() {
  return loadQuery<HomeScreenQuery>(environment, HomeScreenQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const data = usePreloadedQuery<HomeScreenQuery>(HomeScreenQueryNode, useLoaderData() as PreloadedQuery<HomeScreenQuery>);
  return <HomeScreen data={data} />;
}
