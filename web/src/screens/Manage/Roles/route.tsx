import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import RolesScreenQueryNode, { type RolesScreenQuery } from '../../../__generated__/RolesScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { RolesScreen } from './RolesScreen';

export function loader() {
  return loadQuery<RolesScreenQuery>(environment, RolesScreenQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const data = usePreloadedQuery<RolesScreenQuery>(RolesScreenQueryNode, useLoaderData() as PreloadedQuery<RolesScreenQuery>);
  return <RolesScreen data={data} />;
}
