import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import MembersScreenQueryNode, { type MembersScreenQuery } from '../../../__generated__/MembersScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { MembersScreen, scopeVariables, type MemberScope } from './MembersScreen';

const load = (scope: MemberScope) =>
  loadQuery<MembersScreenQuery>(environment, MembersScreenQueryNode, scopeVariables(scope), { fetchPolicy: 'store-and-network' });

function MembersRoute({ scope }: { scope: MemberScope }) {
  const data = usePreloadedQuery<MembersScreenQuery>(MembersScreenQueryNode, useLoaderData() as PreloadedQuery<MembersScreenQuery>);
  return <MembersScreen data={data} scope={scope} />;
}

/** `/manage/users/all`: every member. */
export const allMembers = {
  loader: () => load('all'),
  Component: function AllMembers() {
    return <MembersRoute scope="all" />;
  },
};

/** `/manage/users/admin`: the creator and the admins. */
export const admins = {
  loader: () => load('admins'),
  Component: function Admins() {
    return <MembersRoute scope="admins" />;
  },
};
