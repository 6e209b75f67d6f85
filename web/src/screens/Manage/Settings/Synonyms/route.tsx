import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import SynonymsScreenQueryNode, { type SynonymsScreenQuery } from '../../../../__generated__/SynonymsScreenQuery.graphql';
import { environment } from '../../../../relay/environment';
import { SynonymsScreen } from './SynonymsScreen';

export function loader() {
  return loadQuery<SynonymsScreenQuery>(environment, SynonymsScreenQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const data = usePreloadedQuery<SynonymsScreenQuery>(SynonymsScreenQueryNode, useLoaderData() as PreloadedQuery<SynonymsScreenQuery>);
  return <SynonymsScreen data={data} />;
}
