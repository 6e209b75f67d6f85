import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import AccessTokensScreenQueryNode, { type AccessTokensScreenQuery } from '../../../../__generated__/AccessTokensScreenQuery.graphql';
import { environment } from '../../../../relay/environment';
import { AccessTokensScreen } from './AccessTokensScreen';

export function loader() {
  return loadQuery<AccessTokensScreenQuery>(environment, AccessTokensScreenQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const data = usePreloadedQuery<AccessTokensScreenQuery>(AccessTokensScreenQueryNode, useLoaderData() as PreloadedQuery<AccessTokensScreenQuery>);
  return <AccessTokensScreen data={data} />;
}
