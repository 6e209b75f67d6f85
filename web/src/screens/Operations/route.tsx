import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import OperationsScreenQueryNode, { type OperationsScreenQuery } from '../../__generated__/OperationsScreenQuery.graphql';
import { environment } from '../../relay/environment';
import { OperationsScreen } from './OperationsScreen';

/**
 * The desk's data in one request: the server answers `operations` with null for anyone but an
 * operator, and the screen sends them to /403 from the same answer.
 */
export function loader() {
  return loadQuery<OperationsScreenQuery>(environment, OperationsScreenQueryNode, {}, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<OperationsScreenQuery>(OperationsScreenQueryNode, useLoaderData() as PreloadedQuery<OperationsScreenQuery>);
  return <OperationsScreen data={data} />;
}
