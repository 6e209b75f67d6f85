import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import AddMembersScreenQueryNode, { type AddMembersScreenQuery } from '../../../__generated__/AddMembersScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { AddMembersScreen } from './AddMembersScreen';

export function loader() {
  return loadQuery<AddMembersScreenQuery>(environment, AddMembersScreenQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const data = usePreloadedQuery<AddMembersScreenQuery>(AddMembersScreenQueryNode, useLoaderData() as PreloadedQuery<AddMembersScreenQuery>);
  return <AddMembersScreen data={data} />;
}
