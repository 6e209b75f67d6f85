import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import SourceAccountsScreenQueryNode, { type SourceAccountsScreenQuery } from '../../../__generated__/SourceAccountsScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { SourceAccountsScreen } from './SourceAccountsScreen';

/** `/manage/users/sourceAccounts`: the accounts at sources that syncs met, and the members they are linked to. */
export function loader() {
  return loadQuery<SourceAccountsScreenQuery>(environment, SourceAccountsScreenQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const data = usePreloadedQuery<SourceAccountsScreenQuery>(SourceAccountsScreenQueryNode, useLoaderData() as PreloadedQuery<SourceAccountsScreenQuery>);
  return <SourceAccountsScreen data={data} />;
}
